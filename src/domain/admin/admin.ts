import type { ChatMessageType } from '../chat/chat-message'

/** The admin dashboard's figures. */
export type AdminOverview = {
  users: number
  admins: number
  businessOwners: number
  unverifiedAccounts: number
  businesses: number
}

/** A Live Support conversation as the admin dashboard lists it. */
export type AdminLiveChat = {
  id: string
  name: string
  email: string
  phone: string
  language: 'en' | 'el' | 'ru'
  createdAt: string
  messageCount: number
  lastMessageAt: string | null
}

export type AdminChatMessage = { id: number; type: ChatMessageType; content: string; createdAt: string }

/** A 30-minute call booked through the scheduling chat. */
export type AdminBooking = { id: number; startsAt: string; endsAt: string; name: string; email: string }

export type AdminList<T> = { items: T[]; total: number }
