import type { SavedList } from '@domain/saved/saved-lists'
import type { SavedListsPort } from '@/ports'
import type { components } from '../../../openapi/schema.gen'
import type { ApiClient } from './api-client'
import { apiFailure, isNotFound } from './api-failure'

type ListJson = components['schemas']['SavedList']
type Answer = { data?: { data: ListJson[] }; error?: { code?: unknown }; response: Response }

export function createApiSavedLists(api: ApiClient): SavedListsPort {
  const changed = async (call: Promise<Answer>) => {
    const { data, error, response } = await call
    if (!data) throw apiFailure('savedLists.changeFailed', response, error)
    return data.data.map(toSavedList)
  }
  const list = (id: number) => ({ params: { path: { id } } })
  const item = (id: number, businessId: number) => ({ params: { path: { id, businessId } } })
  return {
    async load() {
      const { data, error, response } = await api.GET('/api/me/lists')
      if (!data) throw apiFailure('savedLists.unavailable', response, error)
      return data.data.map(toSavedList)
    },
    create: (name) => changed(api.POST('/api/me/lists', { body: { name } })),
    rename: (id, name) => changed(api.PATCH('/api/me/lists/{id}', { ...list(id), body: { name } })),
    reorder: (ids) => changed(api.PUT('/api/me/lists/order', { body: { ids: [...ids] } })),
    remove: (id) => changed(api.DELETE('/api/me/lists/{id}', list(id))),
    addItem: (id, businessId) =>
      changed(api.PUT('/api/me/lists/{id}/items/{businessId}', item(id, businessId))),
    removeItem: (id, businessId) =>
      changed(api.DELETE('/api/me/lists/{id}/items/{businessId}', item(id, businessId))),
    setSharing: (id, isShared) =>
      changed(api.PUT('/api/me/lists/{id}/share', { ...list(id), body: { isShared } })),
    async merge(guest) {
      const lists = guest.map((l) => ({ ...l, businessIds: [...l.businessIds] }))
      const { data, error, response } = await api.POST('/api/me/lists/merge', { body: { lists } })
      if (!data) throw apiFailure('savedLists.changeFailed', response, error)
      return { lists: data.data.map(toSavedList), dropped: data.dropped }
    },
    async shared(shareId) {
      const { data, error, response } = await api.GET('/api/lists/{shareId}', {
        params: { path: { shareId } },
      })
      // A link that cannot be a share id (400) cannot name a list either.
      if (isNotFound(response) || response.status === 400) return null
      if (!data) throw apiFailure('savedLists.unavailable', response, error)
      return data.data
    },
  }
}

const toSavedList = (json: ListJson): SavedList => ({ ...json, shareId: json.shareId ?? null })
