import type { SavedList } from '@domain/saved/saved-lists'
import type { HandlerDeps } from '../deps'
import { notFound } from '../http-error'
import { signedInUser } from '../plugins/auth'
import { createSavedListsService } from '../services/saved-lists/saved-lists-service'
import type { OperationHandlers } from '../operation'

/** The `saved-lists` tag: a signed-in user's lists under /api/me/lists, and a shared list's read-only view. */
export function createSavedListsHandlers({ db, clock }: HandlerDeps): OperationHandlers {
  const service = createSavedListsService(db, clock)
  const answer = (lists: SavedList[]) => ({ success: true as const, data: lists.map(toJson) })
  const userOf = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).user.id

  return {
    listSavedLists: async ({ request }) => answer(await service.lists(userOf(request))),
    async createSavedList({ request, reply, body }) {
      const lists = await service.create(userOf(request), body.name)
      void reply.code(201)
      return answer(lists)
    },
    renameSavedList: async ({ request, path, body }) =>
      answer(await service.rename(userOf(request), path.id, body.name)),
    reorderSavedLists: async ({ request, body }) => answer(await service.reorder(userOf(request), body.ids)),
    deleteSavedList: async ({ request, path }) => answer(await service.remove(userOf(request), path.id)),
    addSavedListItem: async ({ request, path }) =>
      answer(await service.addItem(userOf(request), path.id, path.businessId)),
    removeSavedListItem: async ({ request, path }) =>
      answer(await service.removeItem(userOf(request), path.id, path.businessId)),
    setSavedListSharing: async ({ request, path, body }) =>
      answer(await service.setSharing(userOf(request), path.id, body.isShared)),
    async mergeGuestLists({ request, body }) {
      const { lists, dropped } = await service.merge(userOf(request), body.lists)
      return { ...answer(lists), dropped }
    },
    async getSharedList({ path }) {
      const list = await service.shared(path.shareId)
      if (!list) throw notFound('This list is not shared, or no longer.', 'LIST_NOT_FOUND')
      return {
        success: true,
        data: { name: list.name, isDefault: list.isDefault, businessIds: [...list.businessIds] },
      }
    },
  }
}

const toJson = (list: SavedList) => ({ ...list, businessIds: [...list.businessIds] })
