import type { GuestList, MergeOutcome } from '@domain/saved/merge-guest-lists'
import type { RecentlyViewed } from '@domain/saved/recently-viewed'
import type { SavedLists } from '@domain/saved/saved-lists'

/** A list someone shares by its link: read-only, the owner not named. */
export type SharedList = { name: string; isDefault: boolean; businessIds: readonly number[] }

/**
 * A signed-in user's saved lists, kept by the portal's API. Every change resolves with all the user's lists.
 * Rejects with `ApiError` ('savedLists.unavailable' for reading, 'savedLists.changeFailed' for a change, with the
 * server's code: LIST_NOT_FOUND, LIST_LIMIT_REACHED, LIST_FULL, LIST_NAME_TAKEN, DEFAULT_LIST_KEPT,
 * BUSINESS_NOT_FOUND) or `NetworkError`.
 */
export interface SavedListsPort {
  load(): Promise<SavedLists>
  create(name: string): Promise<SavedLists>
  rename(listId: number, name: string): Promise<SavedLists>
  reorder(listIds: readonly number[]): Promise<SavedLists>
  remove(listId: number): Promise<SavedLists>
  addItem(listId: number, businessId: number): Promise<SavedLists>
  removeItem(listId: number, businessId: number): Promise<SavedLists>
  setSharing(listId: number, isShared: boolean): Promise<SavedLists>
  /** The sign-in merge (docs/saved-lists.md); resolves with the lists after it and what a full list left out. */
  merge(guest: readonly GuestList[]): Promise<MergeOutcome>
  /** A shared list by its link's id; null once sharing is off. Rejects 'savedLists.unavailable'. */
  shared(shareId: string): Promise<SharedList | null>
}

/**
 * A signed-out visitor's lists, kept in the browser until they sign in. Asynchronous so that its code loads with
 * the first use, not with the page. Never rejects: unreadable or unavailable storage reads as no lists, and a
 * failed write is ignored (the lists still hold on this page).
 */
export interface SavedListsStorePort {
  load(): Promise<SavedLists>
  save(lists: SavedLists): Promise<void>
  /** Forgets the lists, once they are merged into an account. */
  clear(): Promise<void>
}

/** The businesses a visitor opened, kept only in the browser (nothing of it is sent). Never rejects. */
export interface RecentlyViewedStorePort {
  load(): Promise<RecentlyViewed>
  /** Puts the business first (docs/saved-lists.md: the last 20). */
  record(businessId: number): Promise<void>
  clear(): Promise<void>
}
