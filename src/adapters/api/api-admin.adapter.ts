import type { AdminPort } from '@/ports'
import type { ApiClient } from './api-client'
import { apiFailure } from './api-failure'

// One page of the admin lists: enough to scan, the rest behind "more".
const ADMIN_PAGE_SIZE = 20

export function createApiAdmin(api: ApiClient): AdminPort {
  return {
    async overview() {
      const { data, error, response } = await api.GET('/api/admin/overview')
      if (!data) throw apiFailure('admin.unavailable', response, error)
      return data.data
    },
    async liveChats(offset) {
      const { data, error, response } = await api.GET('/api/admin/live-chats', {
        params: { query: { limit: ADMIN_PAGE_SIZE, offset } },
      })
      if (!data) throw apiFailure('admin.unavailable', response, error)
      return { items: data.data, total: data.total }
    },
    async liveChat(id) {
      const { data, error, response } = await api.GET('/api/admin/live-chats/{liveChatId}', {
        params: { path: { liveChatId: id } },
      })
      if (response.status === 404) return null
      if (!data) throw apiFailure('admin.unavailable', response, error)
      return data.data
    },
    async replyToLiveChat(id, content) {
      const { data, error, response } = await api.POST('/api/admin/live-chats/{liveChatId}/messages', {
        params: { path: { liveChatId: id } },
        body: { content },
      })
      if (!data) throw apiFailure('admin.unavailable', response, error)
      return data.data
    },
    async bookings(offset) {
      const { data, error, response } = await api.GET('/api/admin/bookings', {
        params: { query: { limit: ADMIN_PAGE_SIZE, offset } },
      })
      if (!data) throw apiFailure('admin.unavailable', response, error)
      return { items: data.data, total: data.total }
    },
  }
}
