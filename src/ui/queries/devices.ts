import { queryOptions } from '@tanstack/react-query'
import type { AccountsPort } from '@/ports'

/** The signed-in user's devices; the user is part of the key, so one account's list never shows for the next. */
export const deviceKeys = {
  all: ['devices'] as const,
  list: (userId: string) => [...deviceKeys.all, userId] as const,
}

export function devicesQuery(accounts: AccountsPort, userId: string) {
  return queryOptions({
    queryKey: deviceKeys.list(userId),
    queryFn: () => accounts.listDevices(),
    retry: false,
    staleTime: 0,
  })
}
