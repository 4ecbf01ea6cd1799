import type { ListingForm } from '@domain/business/listing-draft'

/** The add-business form's draft, kept in the browser so a visitor who signs in first comes back to it. */
export interface ListingDraftStorePort {
  /** The stored draft; the empty form when there is none, it is unreadable, or storage is unavailable. */
  load(): ListingForm
  /** Keeps the draft; storage failures are ignored (the form still holds it on this page). */
  save(draft: ListingForm): void
  /** Forgets the draft, once the business was added. */
  clear(): void
}
