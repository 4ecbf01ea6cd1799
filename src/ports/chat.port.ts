import type { ChatTurn } from '@/domain/chat/chat-message'
import type { Locale } from '@/domain/i18n/localized-text'

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

export interface ChatPort {
  /**
   * Asks a chat assistant. Resolves with the reply text (read from output, then text, then response; '' when the
   * reply has none). Rejects with ChatError 'chat.notInitialized' (server code USER_NOT_INITIALIZED: the support
   * id is unknown), ChatError 'chat.failed' for any other answered failure, or NetworkError.
   */
  ask(workflow: ConversationWorkflow, question: ChatQuestion): Promise<string>
  /**
   * Ask AI about one business (workflow business-ask-ai). Resolves with the reply text ('' when empty); rejects
   * with ChatError 'chat.failed' or NetworkError.
   */
  askAboutBusiness(question: { query: string; history: ChatTurn[]; businessSlug: string }): Promise<string>
  /**
   * The support init check for a signed-in user: resolves with the user's existing live-chat id, or null when
   * there is none. Rejects with ChatError 'support.initFailed' or NetworkError.
   */
  findSupportChat(user: { userId: number | null; userEmail: string | null }): Promise<string | null>
  /** Starts a support chat from the contact form: resolves with its live-chat id. Rejects like findSupportChat. */
  startSupportChat(contact: SupportContactDetails): Promise<string>
}
