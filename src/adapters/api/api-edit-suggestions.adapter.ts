import type { EditSuggestionsPort } from '@/ports'
import type { ApiClient } from './api-client'
import { apiFailure } from './api-failure'

export function createApiEditSuggestions(api: ApiClient): EditSuggestionsPort {
  return {
    async suggest(businessId, change) {
      const { data, error, response } = await api.POST('/api/businesses/{id}/edit-suggestions', {
        params: { path: { id: businessId } },
        body: change,
      })
      if (!data) throw apiFailure('editSuggestion.failed', response, error)
      return data.data
    },
    async ownerQueue() {
      const { data, error, response } = await api.GET('/api/owner/edit-suggestions')
      if (!data) throw apiFailure('editSuggestions.unavailable', response, error)
      return data.data
    },
    async adminQueue(decider) {
      const { data, error, response } = await api.GET('/api/admin/edit-suggestions', {
        params: { query: decider ? { decider } : {} },
      })
      if (!data) throw apiFailure('editSuggestions.unavailable', response, error)
      return data.data
    },
    async mine() {
      const { data, error, response } = await api.GET('/api/me/edit-suggestions')
      if (!data) throw apiFailure('editSuggestions.unavailable', response, error)
      return data.data
    },
    async decide(id, decision, reason) {
      const { data, error, response } = await api.POST('/api/edit-suggestions/{id}/decision', {
        params: { path: { id } },
        body: reason ? { decision, reason } : { decision },
      })
      if (!data) throw apiFailure('editSuggestion.decisionFailed', response, error)
      return data.data
    },
  }
}
