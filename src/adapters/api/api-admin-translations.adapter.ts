import type { AdminTranslationsPort } from '@/ports'
import type { ApiClient } from './api-client'
import { apiFailure } from './api-failure'

export function createApiAdminTranslations(api: ApiClient): AdminTranslationsPort {
  return {
    async list(filter) {
      const { data, error, response } = await api.GET('/api/admin/translations', {
        params: {
          query: {
            page: filter.page,
            ...(filter.q ? { q: filter.q } : {}),
            ...(filter.missing ? { missing: filter.missing } : {}),
          },
        },
      })
      if (!data) throw apiFailure('admin.unavailable', response, error)
      return {
        items: data.data,
        total: data.total,
        page: data.page,
        pageSize: data.pageSize,
        report: data.report,
      }
    },
    async save(key, texts) {
      const { data, error, response } = await api.PUT('/api/admin/translations/{key}', {
        params: { path: { key } },
        body: texts,
      })
      if (!data) throw apiFailure('admin.unavailable', response, error)
      return data.data
    },
    async reset(key, locale) {
      const { data, error, response } = await api.DELETE('/api/admin/translations/{key}', {
        params: { path: { key }, query: { language: locale } },
      })
      if (!data) throw apiFailure('admin.unavailable', response, error)
      return data.data
    },
  }
}
