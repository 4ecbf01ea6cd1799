/** docs/saved-lists.md: limits that stop abuse, the same in the browser and on the server. */
export const MAX_SAVED_LISTS = 20
export const MAX_LIST_ITEMS = 200
export const MAX_LIST_NAME_LENGTH = 60

/**
 * A visitor's list of saved businesses. `businessIds` newest first, no duplicates. The default list ("Saved",
 * named by the interface in the reader's language) has an empty `name` until its owner renames it.
 */
export type SavedList = {
  id: number
  name: string
  isDefault: boolean
  businessIds: readonly number[]
  /** The read-only link's id while sharing is on (account lists only). */
  shareId: string | null
}
export type SavedLists = readonly SavedList[]

/** Why a change to the lists was refused; the UI and the server turn each into a message. */
export type ListRuleBreach =
  'listLimit' | 'itemLimit' | 'nameEmpty' | 'nameTooLong' | 'nameTaken' | 'listNotFound' | 'defaultKept'

export type ListChange = { ok: true; value: SavedLists } | { ok: false; reason: ListRuleBreach }

const refuse = (reason: ListRuleBreach): ListChange => ({ ok: false, reason })
const accept = (value: SavedLists): ListChange => ({ ok: true, value })

/** The name as stored: inner runs of spaces folded, the ends trimmed. */
export function normalizeListName(name: string): string {
  return name.replace(/\s+/g, ' ').trim()
}

/** Two names are the same list's when they differ only in case and spacing ("weekend in paphos "). */
export const sameListName = (a: string, b: string) =>
  normalizeListName(a).toLocaleLowerCase() === normalizeListName(b).toLocaleLowerCase()

/** Whether a name can be given to a new or renamed list (`exceptId`: the list being renamed). */
export function checkListName(lists: SavedLists, name: string, exceptId?: number): ListRuleBreach | null {
  const clean = normalizeListName(name)
  if (clean === '') return 'nameEmpty'
  if (clean.length > MAX_LIST_NAME_LENGTH) return 'nameTooLong'
  if (lists.some((l) => l.id !== exceptId && l.name !== '' && sameListName(l.name, clean))) return 'nameTaken'
  return null
}

export const defaultListOf = (lists: SavedLists): SavedList | undefined => lists.find((l) => l.isDefault)

/** The lists with the default one present (a new visitor's first save creates it). */
export function withDefaultList(lists: SavedLists, newId: number): SavedLists {
  if (defaultListOf(lists)) return lists
  return [{ id: newId, name: '', isDefault: true, businessIds: [], shareId: null }, ...lists]
}

export function createList(lists: SavedLists, name: string, newId: number): ListChange {
  if (lists.length >= MAX_SAVED_LISTS) return refuse('listLimit')
  const breach = checkListName(lists, name)
  if (breach) return refuse(breach)
  return accept([
    ...lists,
    { id: newId, name: normalizeListName(name), isDefault: false, businessIds: [], shareId: null },
  ])
}

export function renameList(lists: SavedLists, listId: number, name: string): ListChange {
  if (!lists.some((l) => l.id === listId)) return refuse('listNotFound')
  const breach = checkListName(lists, name, listId)
  if (breach) return refuse(breach)
  return accept(lists.map((l) => (l.id === listId ? { ...l, name: normalizeListName(name) } : l)))
}

/** The default list stays: the one-tap Save always has somewhere to go. */
export function deleteList(lists: SavedLists, listId: number): ListChange {
  const list = lists.find((l) => l.id === listId)
  if (!list) return refuse('listNotFound')
  if (list.isDefault) return refuse('defaultKept')
  return accept(lists.filter((l) => l.id !== listId))
}

/** `ids` name every list once, in the new order; anything else is refused as not found. */
export function reorderLists(lists: SavedLists, ids: readonly number[]): ListChange {
  const byId = new Map(lists.map((l) => [l.id, l]))
  if (ids.length !== lists.length || new Set(ids).size !== ids.length) return refuse('listNotFound')
  const ordered = ids.map((id) => byId.get(id))
  if (ordered.some((l) => l === undefined)) return refuse('listNotFound')
  return accept(ordered.filter((l): l is SavedList => l !== undefined))
}

/** Saving again changes nothing (the item keeps its place). */
export function addItem(lists: SavedLists, listId: number, businessId: number): ListChange {
  const list = lists.find((l) => l.id === listId)
  if (!list) return refuse('listNotFound')
  if (list.businessIds.includes(businessId)) return accept(lists)
  if (list.businessIds.length >= MAX_LIST_ITEMS) return refuse('itemLimit')
  return accept(replaceList(lists, { ...list, businessIds: [businessId, ...list.businessIds] }))
}

export function removeItem(lists: SavedLists, listId: number, businessId: number): ListChange {
  const list = lists.find((l) => l.id === listId)
  if (!list) return refuse('listNotFound')
  return accept(
    replaceList(lists, { ...list, businessIds: list.businessIds.filter((id) => id !== businessId) }),
  )
}

/** The lists a business is saved in, by id. */
export function listsHolding(lists: SavedLists, businessId: number): number[] {
  return lists.filter((l) => l.businessIds.includes(businessId)).map((l) => l.id)
}

const replaceList = (lists: SavedLists, next: SavedList) => lists.map((l) => (l.id === next.id ? next : l))

/** A new local id: one more than any in use. */
export const nextListId = (lists: SavedLists) => lists.reduce((max, l) => Math.max(max, l.id), 0) + 1
