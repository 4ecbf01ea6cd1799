import type { QueryClient } from '@tanstack/react-query'
import { queryOptions } from '@tanstack/react-query'
import { ApiError } from '@domain/errors'
import {
  addItem,
  createList,
  defaultListOf,
  deleteList,
  nextListId,
  removeItem,
  renameList,
  reorderLists,
  sameListName,
  withDefaultList,
  type ListChange,
  type ListRuleBreach,
  type SavedLists,
} from '@domain/saved/saved-lists'
import type { Ports } from '@/ports'
import { savedListsKeys, type ListsOwner } from './saved-lists-keys'

export type SavedListsDeps = {
  ports: Pick<Ports, 'savedLists' | 'savedListsStore'>
  queryClient: QueryClient
  owner: ListsOwner
}

/** A change to the lists, the same for a visitor's (in the browser) and an account's (through the API). */
export type ListIntent =
  | { type: 'add'; listId: number; businessId: number }
  | { type: 'remove'; listId: number; businessId: number }
  | { type: 'create'; name: string; businessId?: number }
  | { type: 'rename'; listId: number; name: string }
  | { type: 'delete'; listId: number }
  | { type: 'reorder'; ids: readonly number[] }
  | { type: 'share'; listId: number; isShared: boolean }

/** Why a change failed, as the interface words it (`saved.error.<reason>`). */
export type ListFailure =
  Extract<ListRuleBreach, 'listLimit' | 'itemLimit' | 'nameTaken' | 'nameEmpty' | 'nameTooLong'> | 'failed'

export class ListChangeError extends Error {
  constructor(readonly reason: ListFailure) {
    super(reason)
  }
}

export function savedListsQuery({ ports, owner }: Omit<SavedListsDeps, 'queryClient'>) {
  return queryOptions({
    queryKey: savedListsKeys.of(owner),
    queryFn: async (): Promise<SavedLists> => {
      if (owner !== 'guest') return ports.savedLists.load()
      const stored = await ports.savedListsStore.load()
      return withDefaultList(stored, nextListId(stored))
    },
  })
}

export const ensureLists = (deps: SavedListsDeps) => deps.queryClient.ensureQueryData(savedListsQuery(deps))

/** Runs a change and puts the lists it leaves in the cache, which every Save control on the page reads. */
export async function runIntent(deps: SavedListsDeps, intent: ListIntent): Promise<SavedLists> {
  const current = await ensureLists(deps)
  const next = deps.owner === 'guest' ? await inBrowser(deps, current, intent) : await inAccount(deps, intent)
  deps.queryClient.setQueryData(savedListsKeys.of(deps.owner), next)
  return next
}

/**
 * The one-tap Save on the default list. `isStateKnown`: the control showed the real state when tapped; when it did
 * not (its code loaded with this tap), the tap only saves, so it never removes what the visitor could not see.
 */
export async function toggleDefault(deps: SavedListsDeps, businessId: number, isStateKnown: boolean) {
  const lists = await ensureLists(deps)
  const saved = defaultListOf(lists)
  if (!saved) throw new ListChangeError('failed')
  const isIn = saved.businessIds.includes(businessId)
  if (isIn && !isStateKnown) return lists
  return runIntent(deps, { type: isIn ? 'remove' : 'add', listId: saved.id, businessId })
}

async function inBrowser(deps: SavedListsDeps, lists: SavedLists, intent: ListIntent): Promise<SavedLists> {
  const next = checked(changeOf(lists, intent))
  await deps.ports.savedListsStore.save(next)
  return next
}

function changeOf(lists: SavedLists, intent: ListIntent): ListChange {
  switch (intent.type) {
    case 'add':
      return addItem(lists, intent.listId, intent.businessId)
    case 'remove':
      return removeItem(lists, intent.listId, intent.businessId)
    case 'create': {
      const id = nextListId(lists)
      const created = createList(lists, intent.name, id)
      return created.ok && intent.businessId !== undefined
        ? addItem(created.value, id, intent.businessId)
        : created
    }
    case 'rename':
      return renameList(lists, intent.listId, intent.name)
    case 'delete':
      return deleteList(lists, intent.listId)
    case 'reorder':
      return reorderLists(lists, intent.ids)
    case 'share':
      // A link needs the list in an account: the page offers sharing only when signed in.
      return { ok: false, reason: 'listNotFound' }
  }
}

async function inAccount({ ports }: SavedListsDeps, intent: ListIntent): Promise<SavedLists> {
  const api = ports.savedLists
  try {
    switch (intent.type) {
      case 'add':
        return await api.addItem(intent.listId, intent.businessId)
      case 'remove':
        return await api.removeItem(intent.listId, intent.businessId)
      case 'create': {
        const lists = await api.create(intent.name)
        const created = lists.find((l) => !l.isDefault && sameListName(l.name, intent.name))
        return created && intent.businessId !== undefined
          ? await api.addItem(created.id, intent.businessId)
          : lists
      }
      case 'rename':
        return await api.rename(intent.listId, intent.name)
      case 'delete':
        return await api.remove(intent.listId)
      case 'reorder':
        return await api.reorder(intent.ids)
      case 'share':
        return await api.setSharing(intent.listId, intent.isShared)
    }
  } catch (error) {
    throw new ListChangeError(failureOf(error))
  }
}

const checked = (change: ListChange): SavedLists => {
  if (!change.ok) throw new ListChangeError(isWorded(change.reason) ? change.reason : 'failed')
  return change.value
}

const isWorded = (reason: ListRuleBreach): reason is Exclude<ListFailure, 'failed'> =>
  reason === 'listLimit' ||
  reason === 'itemLimit' ||
  reason === 'nameTaken' ||
  reason === 'nameEmpty' ||
  reason === 'nameTooLong'

const SERVER_CODES: Record<string, ListFailure> = {
  LIST_LIMIT_REACHED: 'listLimit',
  LIST_FULL: 'itemLimit',
  LIST_NAME_TAKEN: 'nameTaken',
}

function failureOf(error: unknown): ListFailure {
  return error instanceof ApiError && error.serverCode
    ? (SERVER_CODES[error.serverCode] ?? 'failed')
    : 'failed'
}

/**
 * At sign-in: the lists this browser kept are merged into the account (docs/saved-lists.md), then forgotten here.
 * Nothing to merge costs one read of browser storage. A failed merge keeps them for the next page.
 */
export async function mergeBrowserLists(deps: SavedListsDeps): Promise<boolean> {
  const guest = await deps.ports.savedListsStore.load()
  if (!guest.some((l) => l.businessIds.length > 0 || !l.isDefault)) return false
  const { lists } = await deps.ports.savedLists.merge(
    guest.map(({ name, isDefault, businessIds }) => ({ name, isDefault, businessIds })),
  )
  await deps.ports.savedListsStore.clear()
  deps.queryClient.setQueryData(savedListsKeys.of(deps.owner), lists)
  deps.queryClient.removeQueries({ queryKey: savedListsKeys.of('guest') })
  return true
}
