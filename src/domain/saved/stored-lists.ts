import { isId, parseJson } from './recently-viewed'
import {
  MAX_LIST_ITEMS,
  MAX_LIST_NAME_LENGTH,
  MAX_SAVED_LISTS,
  normalizeListName,
  type SavedList,
  type SavedLists,
} from './saved-lists'

/**
 * A visitor's lists read back from browser storage. What does not look like a list (edited by hand, an older
 * format) is dropped rather than trusted; the limits hold here too, so the sign-in merge never meets more.
 */
export function parseStoredLists(raw: string | null): SavedLists {
  const value = parseJson(raw)
  if (!Array.isArray(value)) return []
  const lists: SavedList[] = []
  for (const item of value) {
    const list = toList(item)
    if (list && !lists.some((l) => l.id === list.id || (list.isDefault && l.isDefault))) lists.push(list)
  }
  return lists.slice(0, MAX_SAVED_LISTS)
}

function toList(value: unknown): SavedList | null {
  if (typeof value !== 'object' || value === null) return null
  const { id, name, isDefault, businessIds } = value as Record<string, unknown>
  if (!isId(id) || typeof name !== 'string' || typeof isDefault !== 'boolean' || !Array.isArray(businessIds))
    return null
  const clean = normalizeListName(name).slice(0, MAX_LIST_NAME_LENGTH)
  if (!isDefault && clean === '') return null
  return {
    id,
    name: clean,
    isDefault,
    businessIds: [...new Set(businessIds.filter(isId))].slice(0, MAX_LIST_ITEMS),
    shareId: null,
  }
}
