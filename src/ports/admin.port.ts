import type {
  AdminBooking,
  AdminChatMessage,
  AdminList,
  AdminLiveChat,
  AdminOverview,
} from '@domain/admin/admin'

export interface AdminPort extends AdminChatsPort {
  /**
   * Account and listing counts (the signed-in admin's token goes with the call). Rejects with `ApiError` 'admin.unavailable' (status 403 for a non-admin, 401 when
   * the session ended) or `NetworkError`.
   */
  overview(): Promise<AdminOverview>
}

/** What admins read about the assistants (live chats and booked calls). Each rejects like `overview` (code 'admin.unavailable'). */
export interface AdminChatsPort {
  /** Live chats, newest first, with their message counts. */
  liveChats(offset: number): Promise<AdminList<AdminLiveChat>>
  /** One conversation, oldest message first; null when no live chat has this id. */
  liveChat(id: string): Promise<{ chat: AdminLiveChat; messages: AdminChatMessage[] } | null>
  /**
   * Answers a live chat as a person (the visitor's chat shows it while open): resolves with the stored reply;
   * rejects with `ApiError` 'admin.unavailable' (404 when no live chat has this id) or `NetworkError`.
   */
  replyToLiveChat(id: string, content: string): Promise<AdminChatMessage>
  /** Booked calls, upcoming first. */
  bookings(offset: number): Promise<AdminList<AdminBooking>>
}
