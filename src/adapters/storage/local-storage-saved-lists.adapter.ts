import { parseRecentlyViewed, withViewed } from '@domain/saved/recently-viewed'
import { parseStoredLists } from '@domain/saved/stored-lists'
import type { RecentlyViewedStorePort, SavedListsStorePort } from '@/ports'

export const SAVED_LISTS_STORAGE_KEY = 'cyprus-portal.saved-lists'
export const RECENTLY_VIEWED_STORAGE_KEY = 'cyprus-portal.recently-viewed'

/** A visitor's saved lists in localStorage, as a JSON array of lists. */
export function createLocalStorageSavedLists(storage: () => Storage): SavedListsStorePort {
  const slot = storedSlot(storage, SAVED_LISTS_STORAGE_KEY)
  return {
    load: async () => parseStoredLists(slot.read()),
    save: async (lists) => slot.write(JSON.stringify(lists.map(({ shareId: _local, ...list }) => list))),
    clear: async () => slot.remove(),
  }
}

/** The businesses a visitor opened, in localStorage as a JSON array of ids, the latest first. */
export function createLocalStorageRecentlyViewed(storage: () => Storage): RecentlyViewedStorePort {
  const slot = storedSlot(storage, RECENTLY_VIEWED_STORAGE_KEY)
  const load = async () => parseRecentlyViewed(slot.read())
  return {
    load,
    record: async (businessId) => slot.write(JSON.stringify(withViewed(await load(), businessId))),
    clear: async () => slot.remove(),
  }
}

// Storage may be blocked (private mode, a sandboxed frame) or full: reading gives nothing, writing is dropped.
function storedSlot(storage: () => Storage, key: string) {
  return {
    read(): string | null {
      try {
        return storage().getItem(key)
      } catch {
        return null
      }
    },
    write(value: string): void {
      try {
        storage().setItem(key, value)
      } catch {
        // Full or blocked: the value still holds on this page.
      }
    },
    remove(): void {
      try {
        storage().removeItem(key)
      } catch {
        // Nothing stored that could be removed.
      }
    },
  }
}
