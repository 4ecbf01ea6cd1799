import { EMPTY_LISTING_FORM, parseListingDraft } from '@domain/business/listing-draft'
import type { ListingDraftStorePort } from '@/ports'

export const LISTING_DRAFT_STORAGE_KEY = 'cyprus-portal.listing-draft'

/** The add-business draft in localStorage, as JSON. */
export function createLocalStorageListingDraft(storage: () => Storage): ListingDraftStorePort {
  return {
    load() {
      try {
        return parseListingDraft(storage().getItem(LISTING_DRAFT_STORAGE_KEY))
      } catch {
        return EMPTY_LISTING_FORM
      }
    },
    save(draft) {
      try {
        storage().setItem(LISTING_DRAFT_STORAGE_KEY, JSON.stringify(draft))
      } catch {
        // Storage is full or blocked: the draft still holds on this page.
      }
    },
    clear() {
      try {
        storage().removeItem(LISTING_DRAFT_STORAGE_KEY)
      } catch {
        // Nothing stored that could be removed.
      }
    },
  }
}
