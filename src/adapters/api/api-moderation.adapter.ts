import { QUEUE_PAGE_SIZE } from '@domain/moderation/moderation'
import type { ModerationPort } from '@/ports'
import type { ApiClient } from './api-client'
import { apiFailure } from './api-failure'

export function createApiModeration(api: ApiClient): ModerationPort {
  const decided = <T>(result: { data?: { data: T }; error?: { code?: unknown }; response: Response }): T => {
    if (!result.data) throw apiFailure('moderation.decisionFailed', result.response, result.error)
    return result.data.data
  }
  const byId = (id: number) => ({ params: { path: { id } } })
  return {
    async report(kind, id, reason) {
      const { data, error, response } =
        kind === 'review'
          ? await api.POST('/api/reviews/{id}/reports', { ...byId(id), body: { reason } })
          : await api.POST('/api/photos/{id}/reports', { ...byId(id), body: { reason } })
      if (!data) throw apiFailure('report.failed', response, error)
    },
    async businessPhotos(businessId) {
      const { data, error, response } = await api.GET('/api/businesses/{id}/photos', byId(businessId))
      if (!data) throw apiFailure('moderation.unavailable', response, error)
      return data.data
    },
    async queue(filter) {
      const { data, error, response } = await api.GET('/api/admin/queue', {
        params: {
          query: {
            type: filter.type,
            status: filter.status,
            limit: QUEUE_PAGE_SIZE,
            offset: (filter.page - 1) * QUEUE_PAGE_SIZE,
          },
        },
      })
      if (!data) throw apiFailure('moderation.unavailable', response, error)
      return { total: data.data.total, reviews: data.data.reviews, photos: data.data.photos }
    },
    async reviewerReviews(userId) {
      const { data, error, response } = await api.GET('/api/admin/reviews', {
        params: { query: { userId, limit: QUEUE_PAGE_SIZE } },
      })
      if (!data) throw apiFailure('moderation.unavailable', response, error)
      return data.data
    },
    async hideReview(id, reason) {
      return decided(await api.POST('/api/admin/reviews/{id}/hide', { ...byId(id), body: { reason } }))
    },
    async restoreReview(id) {
      return decided(await api.POST('/api/admin/reviews/{id}/restore', byId(id)))
    },
    async approveReview(id) {
      return decided(await api.POST('/api/admin/reviews/{id}/approve', byId(id)))
    },
    async hidePhoto(id, reason) {
      return decided(await api.POST('/api/admin/photos/{id}/hide', { ...byId(id), body: { reason } }))
    },
    async restorePhoto(id) {
      return decided(await api.POST('/api/admin/photos/{id}/restore', byId(id)))
    },
    async dismissPhoto(id) {
      return decided(await api.POST('/api/admin/photos/{id}/dismiss', byId(id)))
    },
    async deletePhoto(id) {
      decided(await api.DELETE('/api/admin/photos/{id}', byId(id)))
    },
  }
}
