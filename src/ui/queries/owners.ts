import { queryOptions } from '@tanstack/react-query'
import type { OwnersPort } from '@/ports'

/** The owner's cache keys; the signed-in user is part of each, so one account never sees another's. */
export const ownerKeys = {
  all: ['owner'] as const,
  listings: (userId: string) => [...ownerKeys.all, 'listings', userId] as const,
}

export function myListingsQuery(owners: OwnersPort, userId: string) {
  return queryOptions({
    queryKey: ownerKeys.listings(userId),
    queryFn: () => owners.myListings(),
    retry: false,
  })
}
