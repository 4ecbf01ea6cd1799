import { normalizeLocale } from '@domain/i18n/resolve-locale'
import type { BookingRecord } from '../db/repositories/bookings.repository'
import type { LiveChatListItem, LiveChatMessageRecord } from '../db/repositories/live-chat.repository'
import { slotEnd } from '../services/chat-engine/scheduler/slots'

/** A stored live-chat message as the contract's LiveChatMessage. */
export function toLiveChatMessage(m: LiveChatMessageRecord) {
  return { id: m.id, type: m.type, content: m.content, createdAt: m.createdAt.toISOString() }
}

/** A Live Support conversation as the admin dashboard lists it. */
export function toLiveChatSummary(c: LiveChatListItem) {
  return {
    id: c.id,
    name: c.name,
    email: c.email,
    phone: c.phone,
    userId: c.userId,
    language: normalizeLocale(c.language) ?? 'en',
    createdAt: c.createdAt.toISOString(),
    messageCount: c.messageCount,
    lastMessageAt: c.lastMessageAt?.toISOString() ?? null,
  }
}

/** A call booked through the scheduling chat, as the admin dashboard lists it. */
export function toBooking(b: BookingRecord) {
  return {
    id: b.id,
    startsAt: b.startsAt.toISOString(),
    endsAt: slotEnd(b.startsAt).toISOString(),
    name: b.name,
    email: b.email,
    userId: b.userId,
    language: normalizeLocale(b.language) ?? 'en',
    createdAt: b.createdAt.toISOString(),
  }
}
