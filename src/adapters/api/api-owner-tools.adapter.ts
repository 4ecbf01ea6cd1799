import type { PlanFeatures } from '@domain/plans/plan-features'
import type { OwnerToolsPort } from '@/ports'
import type { components } from '../../../openapi/schema.gen'
import { apiFailure } from './api-failure'
import type { ApiClient } from './api-client'
import { toReview } from './api-businesses.adapter'

type Schemas = components['schemas']

/** The owner's tools and the visitors' leads and messages, over the portal's API. */
export function createApiOwnerTools(api: ApiClient): OwnerToolsPort {
  const id = (businessId: number) => ({ params: { path: { id: businessId } } })
  // The contract's multipart body has the file as a string field; the serializer sends the real form instead.
  const upload = (photo: Blob) => ({ body: { photo: '' }, bodySerializer: () => photoForm(photo) })

  return {
    async plan(businessId) {
      const { data, error, response } = await api.GET(
        '/api/business-subscriptions/business/{id}/features',
        id(businessId),
      )
      if (!data) throw apiFailure('plan.unavailable', response, error)
      return { features: toFeatures(data.data.features), plan: data.data.plan }
    },
    async photos(businessId) {
      const { data, error, response } = await api.GET('/api/owner/businesses/{id}/photos', id(businessId))
      if (!data) throw apiFailure('owner.unavailable', response, error)
      return toPhotos(data.data)
    },
    async uploadPhoto(businessId, photo) {
      const { data, error, response } = await api.POST('/api/owner/businesses/{id}/photos', {
        ...id(businessId),
        ...upload(photo),
      })
      if (!data) throw apiFailure('owner.saveFailed', response, error)
      return toPhotos(data.data)
    },
    async deletePhoto(businessId, photoId) {
      const { data, error, response } = await api.DELETE('/api/owner/businesses/{id}/photos/{photoId}', {
        params: { path: { id: businessId, photoId } },
      })
      if (!data) throw apiFailure('owner.saveFailed', response, error)
      return toPhotos(data.data)
    },
    async reorderPhotos(businessId, photoIds) {
      const { data, error, response } = await api.PUT('/api/owner/businesses/{id}/photos/order', {
        ...id(businessId),
        body: { photoIds },
      })
      if (!data) throw apiFailure('owner.saveFailed', response, error)
      return toPhotos(data.data)
    },
    async setCover(businessId, photoId) {
      const { data, error, response } = await api.PUT('/api/owner/businesses/{id}/cover', {
        ...id(businessId),
        body: { photoId },
      })
      if (!data) throw apiFailure('owner.saveFailed', response, error)
      return toPhotos(data.data)
    },
    async uploadLogo(businessId, logo) {
      const { data, error, response } = await api.POST('/api/owner/businesses/{id}/logo', {
        ...id(businessId),
        ...upload(logo),
      })
      if (!data) throw apiFailure('owner.saveFailed', response, error)
      return toPhotos(data.data)
    },
    async analytics(businessId, days) {
      const { data, error, response } = await api.GET('/api/owner/businesses/{id}/analytics', {
        params: { path: { id: businessId }, query: { days } },
      })
      if (!data) throw apiFailure('owner.unavailable', response, error)
      const report = data.data
      return {
        level: report.level,
        days: report.days,
        counts: [...report.counts],
        series: report.series.map((d) => ({ ...d })),
      }
    },
    async reviews(businessId, isUnansweredOnly) {
      const { data, error, response } = await api.GET('/api/owner/businesses/{id}/reviews', {
        params: { path: { id: businessId }, query: { unanswered: isUnansweredOnly } },
      })
      if (!data) throw apiFailure('owner.unavailable', response, error)
      return { reviews: data.data.reviews.map(toReview), canReply: data.data.canReply }
    },
    async reply(reviewId, text) {
      const { data, error, response } = await api.POST('/api/owner/reviews/{reviewId}/reply', {
        params: { path: { reviewId } },
        body: { text },
      })
      if (!data) throw apiFailure('owner.saveFailed', response, error)
      return toReview(data.data)
    },
    async inbox(businessId) {
      const { data, error, response } = await api.GET('/api/owner/businesses/{id}/inbox', id(businessId))
      if (!data) throw apiFailure('owner.unavailable', response, error)
      return { unread: data.data.unread, items: data.data.items.map((i) => ({ ...i })) }
    },
    async markRead(businessId, itemId) {
      const { data, error, response } = await api.PUT('/api/owner/businesses/{id}/inbox/{messageId}/read', {
        params: { path: { id: businessId, messageId: itemId } },
      })
      if (!data) throw apiFailure('owner.saveFailed', response, error)
      return { ...data.data }
    },
    async answer(businessId, itemId, text) {
      const { data, error, response } = await api.POST(
        '/api/owner/businesses/{id}/inbox/{messageId}/answer',
        {
          params: { path: { id: businessId, messageId: itemId } },
          body: { text },
        },
      )
      if (!data) throw apiFailure('owner.saveFailed', response, error)
      return { ...data.data }
    },
    async sendLead(businessId, lead) {
      const { data, error, response } = await api.POST('/api/businesses/{id}/leads', {
        ...id(businessId),
        body: lead,
      })
      if (!data) throw apiFailure('inbox.sendFailed', response, error)
    },
    async sendMessage(businessId, message) {
      const { data, error, response } = await api.POST('/api/businesses/{id}/messages', {
        ...id(businessId),
        body: { message },
      })
      if (!data) throw apiFailure('inbox.sendFailed', response, error)
    },
    async sentMessages() {
      const { data, error, response } = await api.GET('/api/profile/messages')
      if (!data) throw apiFailure('owner.unavailable', response, error)
      return data.data.map((m) => ({ ...m, businessName: { ...m.businessName } }))
    },
    async cardCodes(businessId) {
      const { data, error, response } = await api.GET('/api/agents/virtual-card/public/{businessId}', {
        params: { path: { businessId } },
      })
      if (!data) throw apiFailure('owner.unavailable', response, error)
      return data.data.qrCodes.map((q) => ({ kind: q.kind, target: q.target, svg: q.svg }))
    },
  }
}

function photoForm(photo: Blob): FormData {
  const form = new FormData()
  form.append('photo', photo, photo instanceof File ? photo.name : 'photo')
  return form
}

function toPhotos(p: Schemas['OwnerPhotos']) {
  return { photos: p.photos.map((photo) => ({ ...photo })), logo: p.logo, maxImages: p.maxImages }
}

function toFeatures(f: Schemas['PlanFeatures']): PlanFeatures {
  return { ...f }
}
