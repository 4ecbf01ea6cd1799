import { describe, expect, it } from 'vitest'
import { parseRecentlyViewed, withViewed, MAX_RECENTLY_VIEWED } from '@domain/saved/recently-viewed'
import {
  addItem,
  createList,
  deleteList,
  listsHolding,
  MAX_LIST_ITEMS,
  MAX_SAVED_LISTS,
  removeItem,
  renameList,
  reorderLists,
  withDefaultList,
  type SavedList,
  type SavedLists,
} from '@domain/saved/saved-lists'
import { parseStoredLists } from '@domain/saved/stored-lists'

const list = (id: number, name: string, businessIds: number[] = [], isDefault = false): SavedList => ({
  id,
  name,
  isDefault,
  businessIds,
  shareId: null,
})
const valueOf = (change: { ok: boolean; value?: SavedLists }) => {
  if (!change.ok || !change.value) throw new Error(`refused: ${JSON.stringify(change)}`)
  return change.value
}

describe('saved lists', () => {
  const start = withDefaultList([], 1)

  it('creates the default list once', () => {
    expect(start).toEqual([list(1, '', [], true)])
    expect(withDefaultList(start, 2)).toBe(start)
  })

  it('saves a business once, newest first, and removes it', () => {
    const saved = valueOf(addItem(valueOf(addItem(start, 1, 10)), 1, 11))
    expect(saved[0]!.businessIds).toEqual([11, 10])
    expect(valueOf(addItem(saved, 1, 10))[0]!.businessIds).toEqual([11, 10])
    expect(valueOf(removeItem(saved, 1, 11))[0]!.businessIds).toEqual([10])
    expect(listsHolding(saved, 10)).toEqual([1])
  })

  it('refuses an item past the item limit', () => {
    const full = [
      list(
        1,
        '',
        Array.from({ length: MAX_LIST_ITEMS }, (_, i) => i + 1),
        true,
      ),
    ]
    expect(addItem(full, 1, 9999)).toEqual({ ok: false, reason: 'itemLimit' })
  })

  it('creates named lists with a clean, unique name, within the list limit', () => {
    const lists = valueOf(createList(start, '  Weekend   in Paphos ', 2))
    expect(lists[1]).toEqual(list(2, 'Weekend in Paphos'))
    expect(createList(lists, 'weekend in paphos', 3)).toEqual({ ok: false, reason: 'nameTaken' })
    expect(createList(lists, '   ', 3)).toEqual({ ok: false, reason: 'nameEmpty' })
    expect(createList(lists, 'x'.repeat(61), 3)).toEqual({ ok: false, reason: 'nameTooLong' })
    const many = Array.from({ length: MAX_SAVED_LISTS }, (_, i) => list(i + 1, `List ${i}`))
    expect(createList(many, 'One more', 99)).toEqual({ ok: false, reason: 'listLimit' })
  })

  it('renames a list, keeping names unique but letting a list keep its own', () => {
    const lists = [list(1, '', [], true), list(2, 'Cafés'), list(3, 'Beaches')]
    expect(valueOf(renameList(lists, 2, 'cafés'))[1]!.name).toBe('cafés')
    expect(renameList(lists, 2, 'Beaches')).toEqual({ ok: false, reason: 'nameTaken' })
    expect(renameList(lists, 9, 'Other')).toEqual({ ok: false, reason: 'listNotFound' })
  })

  it('deletes a named list but keeps the default one', () => {
    const lists = [list(1, '', [], true), list(2, 'Cafés')]
    expect(valueOf(deleteList(lists, 2))).toEqual([lists[0]])
    expect(deleteList(lists, 1)).toEqual({ ok: false, reason: 'defaultKept' })
  })

  it('reorders only when every list is named once', () => {
    const lists = [list(1, '', [], true), list(2, 'A'), list(3, 'B')]
    expect(valueOf(reorderLists(lists, [3, 1, 2])).map((l) => l.id)).toEqual([3, 1, 2])
    expect(reorderLists(lists, [3, 1])).toEqual({ ok: false, reason: 'listNotFound' })
    expect(reorderLists(lists, [3, 3, 1])).toEqual({ ok: false, reason: 'listNotFound' })
    expect(reorderLists(lists, [3, 1, 9])).toEqual({ ok: false, reason: 'listNotFound' })
  })

  it('drops stored lists that are not lists, and repeated ids', () => {
    const raw = JSON.stringify([
      { id: 1, name: '', isDefault: true, businessIds: [5, 5, 'x', 6] },
      { id: 1, name: 'Copy', isDefault: false, businessIds: [] },
      { id: 2, name: '  ', isDefault: false, businessIds: [] },
      { id: 3, name: 'Tavernas', isDefault: false, businessIds: [7], shareId: 'not-kept' },
      'junk',
    ])
    expect(parseStoredLists(raw)).toEqual([list(1, '', [5, 6], true), list(3, 'Tavernas', [7])])
    expect(parseStoredLists('not json')).toEqual([])
    expect(parseStoredLists(null)).toEqual([])
  })
})

describe('recently viewed', () => {
  it('moves a business opened again to the front and keeps the last 20', () => {
    let viewed = [1, 2, 3] as readonly number[]
    viewed = withViewed(viewed, 2)
    expect(viewed).toEqual([2, 1, 3])
    for (let id = 10; id < 40; id++) viewed = withViewed(viewed, id)
    expect(viewed).toHaveLength(MAX_RECENTLY_VIEWED)
    expect(viewed[0]).toBe(39)
  })

  it('drops stored values that are not business ids', () => {
    expect(parseRecentlyViewed('[3, 3, -1, "4", 5]')).toEqual([3, 5])
    expect(parseRecentlyViewed('{}')).toEqual([])
  })
})
