import type {
  AdminBooking,
  AdminChatMessage,
  AdminList,
  AdminLiveChat,
  AdminOverview,
} from '@domain/admin/admin'

export interface AdminPort extends AdminChatsPort {
  /**
   * Account and listing counts. Rejects with `ApiError` 'admin.unavailable' (status 403 for a non-admin, 401 when
   * the session ended) or `NetworkError`.
   */
  overview(token: string): Promise<AdminOverview>
}

/** Issue 5: what admins read about the assistants. Each rejects like `overview` (code 'admin.unavailable'). */
export interface AdminChatsPort {
  /** Live chats, newest first, with their message counts. */
  liveChats(token: string, offset: number): Promise<AdminList<AdminLiveChat>>
  /** One conversation, oldest message first; null when no live chat has this id. */
  liveChat(token: string, id: string): Promise<{ chat: AdminLiveChat; messages: AdminChatMessage[] } | null>
  /** Booked calls, upcoming first. */
  bookings(token: string, offset: number): Promise<AdminList<AdminBooking>>
}
