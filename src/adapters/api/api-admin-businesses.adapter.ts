import { DIRECTORY_PAGE_SIZE } from '@domain/admin/business-directory'
import type { AdminBusinessesPort } from '@/ports'
import type { ApiClient } from './api-client'
import { apiFailure } from './api-failure'

const FAILED = 'admin.unavailable'

export function createApiAdminBusinesses(api: ApiClient): AdminBusinessesPort {
  return {
    async directory({ q, status, page }) {
      const limit = DIRECTORY_PAGE_SIZE
      const { data, error, response } = await api.GET('/api/admin/businesses', {
        params: {
          query: { limit, offset: (page - 1) * limit, ...(q ? { q } : {}), ...(status ? { status } : {}) },
        },
      })
      if (!data) throw apiFailure(FAILED, response, error)
      return { items: data.data, total: data.total, page, pageSize: limit }
    },
    async business(id) {
      const { data, error, response } = await api.GET('/api/admin/businesses/{id}', {
        params: { path: { id } },
      })
      if (!data) throw apiFailure(FAILED, response, error)
      return data.data
    },
    async create(fields, ownerEmail) {
      const { data, error, response } = await api.POST('/api/admin/businesses', {
        body: { listing: fields, ...(ownerEmail ? { ownerEmail } : {}) },
      })
      if (!data) throw apiFailure(FAILED, response, error)
      return { id: data.data.id, slug: data.data.slug }
    },
    async setStatus(id, status, reason) {
      const { data, error, response } = await api.PUT('/api/admin/businesses/{id}/status', {
        params: { path: { id } },
        body: reason ? { status, reason } : { status },
      })
      if (!data) throw apiFailure(FAILED, response, error)
    },
    async setFlags(id, flags) {
      const { data, error, response } = await api.PUT('/api/admin/businesses/{id}/flags', {
        params: { path: { id } },
        body: flags,
      })
      if (!data) throw apiFailure(FAILED, response, error)
      return { verified: data.data.verified, featured: data.data.featured }
    },
    async transferOwner(id, email) {
      const { data, error, response } = await api.PUT('/api/admin/businesses/{id}/owner', {
        params: { path: { id } },
        body: { email },
      })
      if (!data) throw apiFailure(FAILED, response, error)
    },
    async merge(id, intoId) {
      const { data, error, response } = await api.POST('/api/admin/businesses/{id}/merge', {
        params: { path: { id } },
        body: { intoId },
      })
      if (!data) throw apiFailure(FAILED, response, error)
      return data.data
    },
    async subscribers({ q, status, page }) {
      const { data, error, response } = await api.GET('/api/admin/newsletter/subscribers', {
        params: { query: { page, ...(q ? { q } : {}), ...(status ? { status } : {}) } },
      })
      if (!data) throw apiFailure(FAILED, response, error)
      return { items: data.data, total: data.total, page: data.page, pageSize: data.pageSize }
    },
    async subscribersCsv({ q, status }) {
      // A blob, read through the same client so the admin's bearer token goes with it.
      const { data, error, response } = await api.GET('/api/admin/newsletter/subscribers.csv', {
        params: { query: { ...(q ? { q } : {}), ...(status ? { status } : {}) } },
        parseAs: 'blob',
      })
      if (!data) throw apiFailure(FAILED, response, error)
      return data
    },
    async weather() {
      const { data, error, response } = await api.GET('/api/weather')
      if (!data) throw apiFailure(FAILED, response, error)
      return data.data
    },
    async refreshWeather() {
      const { data, error, response } = await api.POST('/api/weather/refresh')
      if (!data) throw apiFailure(FAILED, response, error)
      return data.data
    },
  }
}
