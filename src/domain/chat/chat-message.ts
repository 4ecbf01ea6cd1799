// Spec §3 "Chat message": id (timestamp-based string), type (user or bot), content, timestamp. Live Support adds
// `agent`: a reply written by a person of the portal's team rather than the assistant.

export type ChatMessageType = 'user' | 'bot' | 'agent'

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

/**
 * Earlier turns as the workflows take them (spec §7: type and content pairs, newest first). The assistant reads a
 * person's replies as its own side of the conversation.
 */
export type ChatTurn = { readonly type: 'user' | 'bot'; readonly content: string }

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
    .map(({ type, content }): ChatTurn => ({ type: type === 'user' ? 'user' : 'bot', content }))
    .reverse()
    .slice(0, MAX_HISTORY_TURNS)
}

// A person's reply keeps the server's id in its own, so a reply read twice (or again after a reload) shows once.
const AGENT_ID_PREFIX = 'agent-'

/** A person's reply in Live Support, as the server stored it (its id and when it was written). */
export type AgentReply = { readonly id: number; readonly content: string; readonly createdAt: number }

export function agentMessage(reply: AgentReply): ChatMessage {
  return {
    id: `${AGENT_ID_PREFIX}${reply.id}`,
    type: 'agent',
    content: reply.content,
    timestamp: reply.createdAt,
  }
}

/** The server id of the last person's reply a conversation shows, or 0 when it shows none. */
export function lastAgentReplyId(messages: readonly ChatMessage[]): number {
  return messages.reduce((last, message) => {
    const id = message.type === 'agent' ? Number(message.id.slice(AGENT_ID_PREFIX.length)) : 0
    return Number.isInteger(id) && id > last ? id : last
  }, 0)
}

/** The replies a conversation does not show yet, in order. */
export function unseenAgentMessages(
  messages: readonly ChatMessage[],
  replies: readonly AgentReply[],
): ChatMessage[] {
  const shown = new Set(messages.map((message) => message.id))
  return replies.map(agentMessage).filter((message) => !shown.has(message.id))
}
