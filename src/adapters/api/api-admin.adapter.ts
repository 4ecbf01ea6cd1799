import type { AdminPort } from '@/ports'
import type { ApiClient } from './api-client'
import { apiFailure } from './api-failure'

export function createApiAdmin(api: ApiClient): AdminPort {
  return {
    async overview(token) {
      const { data, error, response } = await api.GET('/api/admin/overview', {
        headers: { Authorization: `Bearer ${token}` },
      })
      if (!data) throw apiFailure('admin.unavailable', response, error)
      return data.data
    },
  }
}
