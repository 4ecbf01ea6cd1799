import { queryOptions } from '@tanstack/react-query'
import type { AdminPort } from '@/ports'

/**
 * The cache keys of the admin dashboard. The signed-in admin is part of each, so figures fetched for one
 * session are never shown to the next one on this browser.
 */
export const adminKeys = {
  all: ['admin'] as const,
  overview: (adminId: string) => [...adminKeys.all, 'overview', adminId] as const,
  liveChats: (adminId: string) => [...adminKeys.all, 'live-chats', adminId] as const,
  liveChat: (adminId: string, liveChatId: string) =>
    [...adminKeys.all, 'live-chat', adminId, liveChatId] as const,
  bookings: (adminId: string) => [...adminKeys.all, 'bookings', adminId] as const,
}

// A refusal (403) or an ended session (401) will not change by asking again: the panel offers a retry instead.
const once = { retry: false } as const

export function adminOverviewQuery(admin: AdminPort, adminId: string) {
  return queryOptions({ queryKey: adminKeys.overview(adminId), queryFn: () => admin.overview(), ...once })
}

/** The first page of Live Support conversations, newest first. */
export function adminLiveChatsQuery(admin: AdminPort, adminId: string) {
  return queryOptions({ queryKey: adminKeys.liveChats(adminId), queryFn: () => admin.liveChats(0), ...once })
}

export function adminLiveChatQuery(admin: AdminPort, adminId: string, liveChatId: string) {
  return queryOptions({
    queryKey: adminKeys.liveChat(adminId, liveChatId),
    queryFn: () => admin.liveChat(liveChatId),
    ...once,
  })
}

/** The first page of booked calls, upcoming first. */
export function adminBookingsQuery(admin: AdminPort, adminId: string) {
  return queryOptions({ queryKey: adminKeys.bookings(adminId), queryFn: () => admin.bookings(0), ...once })
}
