import { describe, expect, it } from 'vitest'
import {
  createLocalStorageRecentlyViewed,
  createLocalStorageSavedLists,
  SAVED_LISTS_STORAGE_KEY,
} from '@/adapters/storage/local-storage-saved-lists.adapter'
import { memoryStorage } from '../support/memory-storage'

const blocked = () => {
  throw new DOMException('blocked', 'SecurityError')
}

describe("a visitor's saved lists and recently viewed in localStorage", () => {
  it('keeps, reads back and clears the lists, without a share id', async () => {
    const storage = memoryStorage()
    const lists = [{ id: 1, name: '', isDefault: true, businessIds: [4, 2], shareId: 'never-kept-locally' }]
    await createLocalStorageSavedLists(() => storage).save(lists)
    const store = createLocalStorageSavedLists(() => storage)
    expect(await store.load()).toEqual([{ ...lists[0], shareId: null }])
    expect(storage.getItem(SAVED_LISTS_STORAGE_KEY)).not.toContain('never-kept-locally')
    await store.clear()
    expect(await store.load()).toEqual([])
  })

  it('records opened businesses, the latest first, and clears them', async () => {
    const storage = memoryStorage()
    const viewed = createLocalStorageRecentlyViewed(() => storage)
    for (const id of [1, 2, 3, 1]) await viewed.record(id)
    expect(await viewed.load()).toEqual([1, 3, 2])
    await viewed.clear()
    expect(await viewed.load()).toEqual([])
  })

  it('drops corrupted lists and survives blocked storage', async () => {
    const corrupted = memoryStorage({ [SAVED_LISTS_STORAGE_KEY]: '{"broken"' })
    expect(await createLocalStorageSavedLists(() => corrupted).load()).toEqual([])
    const lists = createLocalStorageSavedLists(blocked)
    expect(await lists.load()).toEqual([])
    await expect(lists.save([])).resolves.toBeUndefined()
    await expect(createLocalStorageRecentlyViewed(blocked).record(3)).resolves.toBeUndefined()
  })
})
