import type { AdminPort } from '@/ports'
import type { ApiClient } from './api-client'
import { apiFailure } from './api-failure'

// One page of the admin lists: enough to scan, the rest behind "more".
const ADMIN_PAGE_SIZE = 20

export function createApiAdmin(api: ApiClient): AdminPort {
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` })
  return {
    async overview(token) {
      const { data, error, response } = await api.GET('/api/admin/overview', { headers: auth(token) })
      if (!data) throw apiFailure('admin.unavailable', response, error)
      return data.data
    },
    async liveChats(token, offset) {
      const { data, error, response } = await api.GET('/api/admin/live-chats', {
        headers: auth(token),
        params: { query: { limit: ADMIN_PAGE_SIZE, offset } },
      })
      if (!data) throw apiFailure('admin.unavailable', response, error)
      return { items: data.data, total: data.total }
    },
    async liveChat(token, id) {
      const { data, error, response } = await api.GET('/api/admin/live-chats/{liveChatId}', {
        headers: auth(token),
        params: { path: { liveChatId: id } },
      })
      if (response.status === 404) return null
      if (!data) throw apiFailure('admin.unavailable', response, error)
      return data.data
    },
    async bookings(token, offset) {
      const { data, error, response } = await api.GET('/api/admin/bookings', {
        headers: auth(token),
        params: { query: { limit: ADMIN_PAGE_SIZE, offset } },
      })
      if (!data) throw apiFailure('admin.unavailable', response, error)
      return { items: data.data, total: data.total }
    },
  }
}
