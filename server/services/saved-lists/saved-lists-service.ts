import { randomBytes } from 'node:crypto'
import { mergeGuestLists, type GuestList } from '@domain/saved/merge-guest-lists'
import {
  addItem,
  createList,
  deleteList,
  renameList,
  reorderLists,
  type ListChange,
  type ListRuleBreach,
  type SavedList,
  type SavedLists,
} from '@domain/saved/saved-lists'
import type { Db } from '../../db/db'
import {
  deleteListItem,
  deleteListRow,
  findSharedList,
  insertDefaultList,
  insertList,
  insertListItems,
  loadSavedLists,
  publicBusinessIds,
  updateListName,
  updateListPositions,
  updateListShareId,
} from '../../db/repositories/saved-lists.repository'
import { ServiceError, type SavedListErrorCode } from '../service-error'

/** 18 random bytes: a link nobody guesses (144 bits), 24 characters in the address. */
const SHARE_ID_BYTES = 18

/**
 * A signed-in user's saved lists (docs/saved-lists.md). Each change is checked by the domain's rules on the user's
 * own lists, read first: a list id that is not among them is LIST_NOT_FOUND, whoever owns it.
 */
export function createSavedListsService(db: Db, clock: () => Date) {
  const lists = async (userId: number): Promise<SavedList[]> => {
    const found = await loadSavedLists(db, userId)
    if (found.some((l) => l.isDefault)) return found
    await insertDefaultList(db, userId, clock())
    return loadSavedLists(db, userId)
  }
  const checked = (change: ListChange): SavedLists => {
    if (!change.ok) throw breachError(change.reason)
    return change.value
  }
  const own = async (userId: number, listId: number) => {
    const current = await lists(userId)
    if (!current.some((l) => l.id === listId)) throw breachError('listNotFound')
    return current
  }

  return {
    lists,

    async create(userId: number, name: string) {
      const current = await lists(userId)
      const created = checked(createList(current, name, 0)).at(-1)
      if (created) await insertList(db, userId, created.name, current.length, clock())
      return lists(userId)
    },

    async rename(userId: number, listId: number, name: string) {
      const renamed = checked(renameList(await lists(userId), listId, name)).find((l) => l.id === listId)
      if (renamed) await updateListName(db, userId, listId, renamed.name)
      return lists(userId)
    },

    async reorder(userId: number, ids: readonly number[]) {
      const change = reorderLists(await lists(userId), ids)
      if (!change.ok)
        throw new ServiceError('ORDER_MISMATCH', 'Name each of your lists once, in the new order.')
      await updateListPositions(db, userId, ids)
      return lists(userId)
    },

    async remove(userId: number, listId: number) {
      checked(deleteList(await lists(userId), listId))
      await deleteListRow(db, userId, listId)
      return lists(userId)
    },

    async addItem(userId: number, listId: number, businessId: number) {
      const current = checked(addItem(await own(userId, listId), listId, businessId))
      if (!(await publicBusinessIds(db, [businessId])).has(businessId))
        throw new ServiceError('BUSINESS_NOT_FOUND', 'No business has this id.')
      if (current.some((l) => l.id === listId)) await insertListItems(db, listId, [businessId], clock())
      return lists(userId)
    },

    async removeItem(userId: number, listId: number, businessId: number) {
      await own(userId, listId)
      await deleteListItem(db, listId, businessId)
      return lists(userId)
    },

    async setSharing(userId: number, listId: number, isShared: boolean) {
      const list = (await own(userId, listId)).find((l) => l.id === listId)
      if (isShared && list?.shareId) return lists(userId)
      await updateListShareId(
        db,
        userId,
        listId,
        isShared ? randomBytes(SHARE_ID_BYTES).toString('base64url') : null,
      )
      return lists(userId)
    },

    /** The merge rule is the domain's; this writes what it added: new lists, then the items each list gained. */
    async merge(userId: number, guest: readonly GuestList[]) {
      const known = await publicBusinessIds(db, [...new Set(guest.flatMap((l) => l.businessIds))])
      const publicOnly = guest.map((l) => ({
        ...l,
        businessIds: l.businessIds.filter((id) => known.has(id)),
      }))
      const before = await lists(userId)
      const { lists: merged, dropped } = mergeGuestLists(before, publicOnly)
      const at = clock()
      for (const [position, list] of merged.entries()) {
        const had = before.find((l) => l.id === list.id)
        const id = had ? had.id : await insertList(db, userId, list.name, position, at)
        const held = new Set(had?.businessIds ?? [])
        await insertListItems(
          db,
          id,
          list.businessIds.filter((businessId) => !held.has(businessId)),
          at,
        )
      }
      return { lists: await lists(userId), dropped }
    },

    shared: (shareId: string) => findSharedList(db, shareId),
  }
}

export type SavedListsService = ReturnType<typeof createSavedListsService>

const BREACHES: Record<ListRuleBreach, [SavedListErrorCode, string]> = {
  listLimit: [
    'LIST_LIMIT_REACHED',
    'You have as many lists as an account may keep (20). Delete one to make another.',
  ],
  itemLimit: ['LIST_FULL', 'This list is full (200 places). Remove one or save to another list.'],
  nameEmpty: ['VALIDATION_ERROR', 'Give the list a name.'],
  nameTooLong: ['VALIDATION_ERROR', 'A list name has at most 60 characters.'],
  nameTaken: ['LIST_NAME_TAKEN', 'You already have a list with this name.'],
  listNotFound: ['LIST_NOT_FOUND', 'You have no list with this id.'],
  defaultKept: ['DEFAULT_LIST_KEPT', 'Your "Saved" list stays; you can remove its places instead.'],
}

function breachError(reason: ListRuleBreach): ServiceError {
  const [code, message] = BREACHES[reason]
  return new ServiceError(code, message)
}
