import { CHAT_NOTICES, type ChatMessage, type ChatNotice } from './chat-message'

export type StoredHistory = { ok: true; value: ChatMessage[] } | { ok: false; reason: 'corrupted' }

/**
 * Reads a stored conversation (spec §8: corrupted stored chat history is removed). Nothing stored is an empty
 * conversation; anything that is not a list of well-formed messages is `corrupted`, and the caller removes it.
 */
export function parseStoredHistory(raw: string | null): StoredHistory {
  if (raw === null) return { ok: true, value: [] }
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return { ok: false, reason: 'corrupted' }
  }
  if (!Array.isArray(parsed)) return { ok: false, reason: 'corrupted' }
  const messages: ChatMessage[] = []
  for (const item of parsed) {
    const message = toMessage(item)
    if (!message) return { ok: false, reason: 'corrupted' }
    messages.push(message)
  }
  return { ok: true, value: messages }
}

export function serializeHistory(messages: readonly ChatMessage[]): string {
  return JSON.stringify(messages)
}

function toMessage(item: unknown): ChatMessage | null {
  if (typeof item !== 'object' || item === null) return null
  const { id, type, content, timestamp, notice } = item as Record<string, unknown>
  if (typeof id !== 'string' || id === '') return null
  if (type !== 'user' && type !== 'bot' && type !== 'agent') return null
  if (typeof content !== 'string') return null
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp)) return null
  if (notice !== undefined && !isNotice(notice)) return null
  return { id, type, content, timestamp, ...(notice ? { notice } : {}) }
}

function isNotice(value: unknown): value is ChatNotice {
  return typeof value === 'string' && (CHAT_NOTICES as readonly string[]).includes(value)
}
