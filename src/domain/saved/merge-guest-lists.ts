import {
  MAX_LIST_ITEMS,
  MAX_SAVED_LISTS,
  normalizeListName,
  sameListName,
  type SavedList,
  type SavedLists,
} from './saved-lists'

/** A list as a signed-out visitor kept it in the browser: what the sign-in merge receives. */
export type GuestList = { name: string; isDefault: boolean; businessIds: readonly number[] }

export type MergeOutcome = {
  /** The account's lists after the merge; a list the merge adds has an id of 0 or below (not stored yet). */
  lists: SavedLists
  /** Guest items left out because their list was full (docs/saved-lists.md: the account's own items stay). */
  dropped: number
}

/**
 * docs/saved-lists.md, the merge rule. Nothing the account has is lost or moved; the guest's lists come in:
 * the guest's default list into the account's default list, a named list into the account's list of the same
 * name (case and spacing aside) or as a new list after the account's. Items the list already holds are not
 * repeated; new ones go first, as the most recently saved. Past the list limit a guest list's items go into the
 * default list; past the item limit they are dropped and counted.
 */
export function mergeGuestLists(account: SavedLists, guest: readonly GuestList[]): MergeOutcome {
  let lists: SavedList[] = [...account]
  let dropped = 0
  let nextNewId = 0
  const newList = (name: string, isDefault: boolean): SavedList => {
    const list = { id: nextNewId--, name, isDefault, businessIds: [], shareId: null }
    lists = isDefault ? [list, ...lists] : [...lists, list]
    return list
  }
  const defaultList = () => lists.find((l) => l.isDefault) ?? newList('', true)

  for (const incoming of guest) {
    const name = normalizeListName(incoming.name)
    const target =
      incoming.isDefault || name === ''
        ? defaultList()
        : (lists.find((l) => !l.isDefault && sameListName(l.name, name)) ??
          (lists.length < MAX_SAVED_LISTS ? newList(name, false) : defaultList()))
    const merged = withItems(target.businessIds, incoming.businessIds)
    dropped += merged.dropped
    lists = lists.map((l) => (l.id === target.id ? { ...l, businessIds: merged.ids } : l))
  }
  return { lists, dropped }
}

function withItems(kept: readonly number[], incoming: readonly number[]) {
  const known = new Set(kept)
  const fresh = [...new Set(incoming)].filter((id) => !known.has(id))
  const room = Math.max(0, MAX_LIST_ITEMS - kept.length)
  return { ids: [...fresh.slice(0, room), ...kept], dropped: Math.max(0, fresh.length - room) }
}
