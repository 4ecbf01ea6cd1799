import { describe, expect, it } from 'vitest'
import { mergeGuestLists } from '@domain/saved/merge-guest-lists'
import { MAX_LIST_ITEMS, MAX_SAVED_LISTS, type SavedList } from '@domain/saved/saved-lists'

const list = (id: number, name: string, businessIds: number[] = [], isDefault = false): SavedList => ({
  id,
  name,
  isDefault,
  businessIds,
  shareId: id === 2 ? 'share-2' : null,
})

describe("merging a guest's lists into the account at sign-in", () => {
  it('puts the guest default list into the account default list, without repeating items', () => {
    const account = [list(1, '', [10, 11], true)]
    const { lists, dropped } = mergeGuestLists(account, [
      { name: '', isDefault: true, businessIds: [11, 12] },
    ])
    expect(lists).toEqual([list(1, '', [12, 10, 11], true)])
    expect(dropped).toBe(0)
  })

  it('joins lists of the same name and adds the others as new lists, keeping everything of the account', () => {
    const account = [list(1, '', [], true), list(2, 'Weekend in Paphos', [20])]
    const { lists } = mergeGuestLists(account, [
      { name: 'weekend  in paphos', isDefault: false, businessIds: [20, 21] },
      { name: 'Plumbers', isDefault: false, businessIds: [30] },
    ])
    expect(lists).toEqual([
      list(1, '', [], true),
      { ...list(2, 'Weekend in Paphos', [21, 20]) },
      { id: 0, name: 'Plumbers', isDefault: false, businessIds: [30], shareId: null },
    ])
  })

  it('creates the default list when the account has none', () => {
    const { lists } = mergeGuestLists([], [{ name: '', isDefault: true, businessIds: [5] }])
    expect(lists).toEqual([{ id: 0, name: '', isDefault: true, businessIds: [5], shareId: null }])
  })

  it('is idempotent: merging the same guest lists twice changes nothing more', () => {
    const guest = [
      { name: '', isDefault: true, businessIds: [1, 2] },
      { name: 'Cafés', isDefault: false, businessIds: [3] },
    ]
    const once = mergeGuestLists([list(1, '', [], true)], guest).lists
    const stored = once.map((l, i) => ({ ...l, id: i + 1 }))
    expect(mergeGuestLists(stored, guest).lists).toEqual(stored)
  })

  it("past the list limit puts a guest list's items into the default list", () => {
    const account = [
      list(1, '', [], true),
      ...Array.from({ length: MAX_SAVED_LISTS - 1 }, (_, i) => list(i + 10, `List ${i}`)),
    ]
    const { lists } = mergeGuestLists(account, [{ name: 'One more', isDefault: false, businessIds: [7] }])
    expect(lists).toHaveLength(MAX_SAVED_LISTS)
    expect(lists[0]!.businessIds).toEqual([7])
  })

  it('keeps every account item and counts the guest items a full list cannot take', () => {
    const full = Array.from({ length: MAX_LIST_ITEMS - 1 }, (_, i) => i + 1)
    const { lists, dropped } = mergeGuestLists(
      [list(1, '', full, true)],
      [{ name: '', isDefault: true, businessIds: [1000, 1001, 1002] }],
    )
    expect(lists[0]!.businessIds).toEqual([1000, ...full])
    expect(dropped).toBe(2)
  })
})
