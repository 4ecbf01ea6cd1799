import { queryOptions } from '@tanstack/react-query'
import type { AccountsPort } from '@/ports'

/** The cache key of another member's profile, as an admin reads it. */
export const profileKeys = {
  all: ['profile'] as const,
  detail: (id: string) => [...profileKeys.all, id] as const,
}

/**
 * A member's profile, asked afresh each time (spec §4: never from a cache). `getProfile` names the token it
 * sends (the session machine needs that; see AccountsPort), so the viewer's own is passed here.
 */
export function profileQuery(accounts: AccountsPort, id: string, token: string) {
  return queryOptions({
    queryKey: profileKeys.detail(id),
    queryFn: () => accounts.getProfile(id, token),
    retry: false,
    staleTime: 0,
  })
}
