// Spec §3 "Chat message": id (timestamp-based string), type (user or bot), content, timestamp.

export type ChatMessageType = 'user' | 'bot'

/**
 * A bot message the UI writes in the visitor's language instead of showing `content`: the welcome text and the
 * apologies of spec §8. Codes, never English text (STYLE.md "Errors").
 */
export type ChatNotice = 'welcome' | 'failure' | 'empty' | 'connection'

export const CHAT_NOTICES: readonly ChatNotice[] = ['welcome', 'failure', 'empty', 'connection']

export type ChatMessage = {
  readonly id: string
  readonly type: ChatMessageType
  readonly content: string
  /** Milliseconds since the epoch. */
  readonly timestamp: number
  readonly notice?: ChatNotice
}

/** Earlier turns as the workflows take them (spec §7: type and content pairs, newest first). */
export type ChatTurn = { readonly type: ChatMessageType; readonly content: string }

/** The contract's ChatHistory holds at most 50 entries. */
export const MAX_HISTORY_TURNS = 50

let sequence = 0

/** A message with a timestamp-based id; the counter keeps two messages of the same millisecond apart. */
export function createChatMessage(
  type: ChatMessageType,
  content: string,
  now: number,
  notice?: ChatNotice,
): ChatMessage {
  sequence = (sequence + 1) % 1000
  return { id: `${now}-${sequence}`, type, content, timestamp: now, ...(notice ? { notice } : {}) }
}

export function welcomeMessage(now: number): ChatMessage {
  return createChatMessage('bot', '', now, 'welcome')
}

export function hasUserMessage(messages: readonly ChatMessage[]): boolean {
  return messages.some((message) => message.type === 'user')
}

/**
 * The conversation sent with a question: real turns only (the welcome and apologies are the UI's own texts),
 * newest first, at most MAX_HISTORY_TURNS.
 */
export function toHistory(messages: readonly ChatMessage[]): ChatTurn[] {
  return messages
    .filter((message) => !message.notice && message.content.trim() !== '')
    .map(({ type, content }) => ({ type, content }))
    .reverse()
    .slice(0, MAX_HISTORY_TURNS)
}
