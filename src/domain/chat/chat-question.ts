import type { ChatTurn } from '@domain/chat/chat-message'
import type { Locale } from '@domain/i18n/localized-text'

/** Spec §7: where the visitor is, sent with every general, support and scheduling question. */
export type ChatPageContext = {
  pathname: string
  search: string
  hash: string
  pageName: string
  fullUrl: string
  referrer: string
  language: Locale
  viewport: { width: number; height: number }
}

/** The chat assistants answered by workflows (spec §7) with a chat body. */
export type ConversationWorkflow = 'ai-chat-general' | 'ai-chat-support' | 'scheduler-ai-main'

export type ChatQuestion = {
  query: string
  /** Earlier turns, newest first. */
  history: ChatTurn[]
  pageContext: ChatPageContext
  /** The support chat's id (ai-chat-support only). */
  userLiveChatId?: string
}

export type SupportContactDetails = {
  name: string
  email: string
  /** Country code plus digits, or empty (spec §5). */
  phone: string
  /** The signed-in user's id, when there is one. */
  userId?: number
}
