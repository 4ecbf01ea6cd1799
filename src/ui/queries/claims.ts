import { queryOptions } from '@tanstack/react-query'
import type { ClaimStatus } from '@domain/claims/claim'
import type { ListingStatus } from '@domain/business/listing-status'
import type { BusinessesPort, ClaimsPort, WorkQueuePort } from '@/ports'

// Enough candidates to recognise one's own business; a longer list means a more precise name is needed.
const CLAIM_SEARCH_SIZE = 6

/** Cache keys of claims; the signed-in account is part of each, so one session never sees the last one's. */
export const claimKeys = {
  all: ['claims'] as const,
  mine: (userId: string) => [...claimKeys.all, 'mine', userId] as const,
  search: (q: string) => [...claimKeys.all, 'search', q] as const,
  queue: (adminId: string) => [...claimKeys.all, 'queue', adminId] as const,
  queueClaims: (adminId: string, status: ClaimStatus | 'open') =>
    [...claimKeys.queue(adminId), 'claims', status] as const,
  queueListings: (adminId: string, status: ListingStatus) =>
    [...claimKeys.queue(adminId), 'listings', status] as const,
}

// A refusal (401/403) will not change by asking again: the sections offer their own retry.
const once = { retry: false } as const

export function myClaimsQuery(claims: ClaimsPort, userId: string) {
  return queryOptions({ queryKey: claimKeys.mine(userId), queryFn: () => claims.mine(), ...once })
}

/** The directory's own search (typo tolerant, in the three languages), for the listing to claim. */
export function claimSearchQuery(businesses: BusinessesPort, q: string) {
  return queryOptions({
    queryKey: claimKeys.search(q),
    queryFn: () => businesses.list({ q, limit: CLAIM_SEARCH_SIZE, offset: 0 }),
    enabled: q.length > 0,
    ...once,
  })
}

export function queueClaimsQuery(queue: WorkQueuePort, adminId: string) {
  return queryOptions({
    queryKey: claimKeys.queueClaims(adminId, 'open'),
    queryFn: () => queue.claims(),
    ...once,
  })
}

export function queueListingsQuery(queue: WorkQueuePort, adminId: string) {
  return queryOptions({
    queryKey: claimKeys.queueListings(adminId, 'pending_review'),
    queryFn: () => queue.listings('pending_review'),
    ...once,
  })
}
