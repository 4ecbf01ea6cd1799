/**
 * Where a listing stands. Only an approved listing is public (listings, search, its page, the sitemap, the chats);
 * an added business waits in review, and an admin may take a listing down without deleting its history.
 */
export type ListingStatus = 'approved' | 'pending_review' | 'rejected' | 'unpublished'

export const LISTING_STATUSES: readonly ListingStatus[] = [
  'approved',
  'pending_review',
  'rejected',
  'unpublished',
]

export const isPublicListing = (status: ListingStatus): boolean => status === 'approved'
