import type { AdminUsersPort } from '@/ports'
import type { ApiClient } from './api-client'
import { apiFailure } from './api-failure'

export function createApiAdminUsers(api: ApiClient): AdminUsersPort {
  const byId = (id: number) => ({ params: { path: { id } } })
  return {
    async users(filter) {
      const { data, error, response } = await api.GET('/api/admin/users', {
        params: {
          query: {
            page: filter.page,
            ...(filter.q ? { q: filter.q } : {}),
            ...(filter.role ? { role: filter.role } : {}),
          },
        },
      })
      if (!data) throw apiFailure('admin.unavailable', response, error)
      return { items: data.data, total: data.total, page: data.page, pageSize: data.pageSize }
    },
    async user(id) {
      const { data, error, response } = await api.GET('/api/admin/users/{id}', byId(id))
      if (!data) throw apiFailure('admin.unavailable', response, error)
      return data.data
    },
    async setRole(id, role) {
      const { data, error, response } = await api.PUT('/api/admin/users/{id}/role', {
        ...byId(id),
        body: { role },
      })
      if (!data) throw apiFailure('admin.unavailable', response, error)
      return data.data
    },
    async suspend(id, reason) {
      const { data, error, response } = await api.POST('/api/admin/users/{id}/suspend', {
        ...byId(id),
        body: { reason },
      })
      if (!data) throw apiFailure('admin.unavailable', response, error)
      return data.data
    },
    async unsuspend(id) {
      const { data, error, response } = await api.POST('/api/admin/users/{id}/unsuspend', byId(id))
      if (!data) throw apiFailure('admin.unavailable', response, error)
      return data.data
    },
    async resendVerification(id) {
      const { data, error, response } = await api.POST('/api/admin/users/{id}/resend-verification', byId(id))
      if (!data) throw apiFailure('admin.unavailable', response, error)
    },
    async startPasswordReset(id) {
      const { data, error, response } = await api.POST('/api/admin/users/{id}/password-reset', byId(id))
      if (!data) throw apiFailure('admin.unavailable', response, error)
    },
    async plans() {
      const { data, error, response } = await api.GET('/api/admin/plans')
      if (!data) throw apiFailure('admin.unavailable', response, error)
      return data.data
    },
    async updatePlan(slug, changes) {
      const { data, error, response } = await api.PUT('/api/admin/plans/{slug}', {
        params: { path: { slug } },
        body: changes,
      })
      if (!data) throw apiFailure('admin.unavailable', response, error)
      return data.data
    },
    async assignPlan(businessId, assignment) {
      const { data, error, response } = await api.PUT('/api/admin/businesses/{id}/plan', {
        ...byId(businessId),
        body: assignment,
      })
      if (!data) throw apiFailure('admin.unavailable', response, error)
      return data.data
    },
  }
}
