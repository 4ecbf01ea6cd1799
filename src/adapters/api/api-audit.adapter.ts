import type { AuditPort } from '@/ports'
import type { ApiClient } from './api-client'
import { apiFailure } from './api-failure'

export function createApiAudit(api: ApiClient): AuditPort {
  return {
    async entries(filter) {
      const { data, error, response } = await api.GET('/api/admin/audit', {
        params: {
          query: {
            page: filter.page,
            ...(filter.actor ? { actor: filter.actor } : {}),
            ...(filter.entity ? { entity: filter.entity } : {}),
          },
        },
      })
      if (!data) throw apiFailure('admin.unavailable', response, error)
      return { items: data.data, total: data.total, page: data.page, pageSize: data.pageSize }
    },
  }
}
