import type { ListingFields, ListingPatch, OwnerListing } from '@domain/business/listing'

/** The owner's side of the directory; the signed-in user's token goes with every call. */
export interface OwnersPort {
  /**
   * The caller's businesses, newest first, whatever their status. Rejects with `ApiError` 'listings.unavailable'
   * (401 when the session ended) or `NetworkError`.
   */
  myListings(): Promise<OwnerListing[]>
  /**
   * Adds a business; it waits for review. Rejects with `PlanLimitError` (a Basic limit), `ApiError`
   * 'listing.addFailed' with the server's code (VALIDATION_ERROR, TOO_MANY_PENDING_LISTINGS, UNAUTHORIZED) or
   * `NetworkError`.
   */
  addListing(fields: ListingFields): Promise<{ id: number; slug: string }>
  /**
   * Changes a listing and resolves with it as it now is. Rejects with `PlanLimitError`, `ApiError`
   * 'listing.saveFailed' (NOT_YOUR_BUSINESS, VALIDATION_ERROR, BUSINESS_NOT_FOUND) or `NetworkError`.
   */
  updateListing(id: number, patch: ListingPatch): Promise<OwnerListing>
}
