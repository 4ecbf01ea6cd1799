/** The admin dashboard's figures. */
export type AdminOverview = {
  users: number
  admins: number
  businessOwners: number
  unverifiedAccounts: number
  businesses: number
}

export interface AdminPort extends AdminChatsPort {
  /**
   * Account and listing counts. Rejects with `ApiError` 'admin.unavailable' (status 403 for a non-admin, 401 when
   * the session ended) or `NetworkError`.
   */
  overview(token: string): Promise<AdminOverview>
}

/** A Live Support conversation as the admin dashboard lists it (issue 5). */
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

export type AdminChatMessage = { id: number; type: 'user' | 'bot'; content: string; createdAt: string }

/** A 30-minute call booked through the scheduling chat. */
export type AdminBooking = { id: number; startsAt: string; endsAt: string; name: string; email: string }

export type AdminList<T> = { items: T[]; total: number }

/** Issue 5: what admins read about the assistants. Each rejects like `overview` (code 'admin.unavailable'). */
export interface AdminChatsPort {
  /** Live chats, newest first, with their message counts. */
  liveChats(token: string, offset: number): Promise<AdminList<AdminLiveChat>>
  /** One conversation, oldest message first; null when no live chat has this id. */
  liveChat(token: string, id: string): Promise<{ chat: AdminLiveChat; messages: AdminChatMessage[] } | null>
  /** Booked calls, upcoming first. */
  bookings(token: string, offset: number): Promise<AdminList<AdminBooking>>
}
