import { ApiError } from '@domain/errors'
import { mergeGuestLists } from '@domain/saved/merge-guest-lists'
import { withViewed, type RecentlyViewed } from '@domain/saved/recently-viewed'
import {
  addItem,
  createList,
  deleteList,
  nextListId,
  removeItem,
  renameList,
  reorderLists,
  withDefaultList,
  type ListChange,
  type SavedLists,
} from '@domain/saved/saved-lists'
import type { RecentlyViewedStorePort, SavedListsPort, SavedListsStorePort, SharedList } from '@/ports'

/** An account's lists in memory, by the domain's rules, as the API keeps them; `lists` is what it holds now. */
export function fakeSavedLists(initial: SavedLists = []): SavedListsPort & { lists: SavedLists } {
  const fake = {
    lists: withDefaultList(initial, nextListId(initial)),
    async load() {
      return fake.lists
    },
    create: async (name: string) => apply(createList(fake.lists, name, nextListId(fake.lists))),
    rename: async (id: number, name: string) => apply(renameList(fake.lists, id, name)),
    reorder: async (ids: readonly number[]) => apply(reorderLists(fake.lists, ids)),
    remove: async (id: number) => apply(deleteList(fake.lists, id)),
    addItem: async (id: number, businessId: number) => apply(addItem(fake.lists, id, businessId)),
    removeItem: async (id: number, businessId: number) => apply(removeItem(fake.lists, id, businessId)),
    async setSharing(id: number, isShared: boolean) {
      fake.lists = fake.lists.map((l) =>
        l.id === id ? { ...l, shareId: isShared ? `share-${id}-0123456789` : null } : l,
      )
      return fake.lists
    },
    async merge(guest: Parameters<SavedListsPort['merge']>[0]) {
      const outcome = mergeGuestLists(fake.lists, guest)
      let next = nextListId(fake.lists)
      fake.lists = outcome.lists.map((l) => (l.id > 0 ? l : { ...l, id: next++ }))
      return { lists: fake.lists, dropped: outcome.dropped }
    },
    async shared(shareId: string): Promise<SharedList | null> {
      return fake.lists.find((l) => l.shareId === shareId) ?? null
    },
  }
  const apply = (change: ListChange) => {
    if (!change.ok) throw new ApiError('savedLists.changeFailed', 409, change.reason)
    fake.lists = change.value
    return fake.lists
  }
  return fake
}

/** A visitor's lists in memory, as browser storage keeps them. */
export function fakeSavedListsStore(initial: SavedLists = []): SavedListsStorePort & { stored: SavedLists } {
  const store = {
    stored: initial,
    load: async () => store.stored,
    save: async (lists: SavedLists) => {
      store.stored = lists
    },
    clear: async () => {
      store.stored = []
    },
  }
  return store
}

export function fakeRecentlyViewed(
  initial: RecentlyViewed = [],
): RecentlyViewedStorePort & { stored: RecentlyViewed } {
  const store = {
    stored: initial,
    load: async () => store.stored,
    record: async (businessId: number) => {
      store.stored = withViewed(store.stored, businessId)
    },
    clear: async () => {
      store.stored = []
    },
  }
  return store
}
