import { PlanLimitError, type ApiErrorCode } from '@domain/errors'
import type { OwnersPort } from '@/ports'
import type { ApiClient } from './api-client'
import { apiFailure } from './api-failure'

export function createApiOwners(api: ApiClient): OwnersPort {
  return {
    async myListings() {
      const { data, error, response } = await api.GET('/api/owner/businesses')
      if (!data) throw apiFailure('listings.unavailable', response, error)
      return data.data
    },
    async addListing(fields) {
      const { data, error, response } = await api.POST('/api/businesses', { body: fields })
      if (!data) throw ownerFailure('listing.addFailed', response, error)
      return { id: data.data.id, slug: data.data.slug }
    },
    async updateListing(id, patch) {
      const { data, error, response } = await api.PATCH('/api/owner/businesses/{id}', {
        params: { path: { id } },
        body: patch,
      })
      if (!data) throw ownerFailure('listing.saveFailed', response, error)
      return data.data
    },
  }
}

type OwnerErrorBody = { code?: unknown; feature?: unknown; limit?: unknown } | undefined

/** A refusal by the plan keeps its feature and limit, so the page can say what the plan allows. */
function ownerFailure(code: ApiErrorCode, response: Response, body: OwnerErrorBody) {
  if (body?.code === 'PLAN_LIMIT' && typeof body.feature === 'string') {
    const limit = typeof body.limit === 'number' || typeof body.limit === 'boolean' ? body.limit : false
    return new PlanLimitError(code, body.feature, limit)
  }
  return apiFailure(code, response, body)
}
