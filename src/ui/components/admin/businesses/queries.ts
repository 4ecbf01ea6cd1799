import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { DirectoryFilter, SubscriberFilter } from '@domain/admin/business-directory'
import type { AdminBusinessesPort } from '@/ports'
import { adminKeys } from '../../../queries/admin'

/** The directory's, subscribers' and weather's cache keys, under the admin's (one session's data only). */
export const directoryKeys = {
  all: [...adminKeys.all, 'directory'] as const,
  business: (adminId: string, id: number) => [...directoryKeys.all, 'business', adminId, id] as const,
}

// A refusal (403) or an ended session (401) will not change by asking again.
const once = { retry: false } as const

export function directoryQuery(port: AdminBusinessesPort, adminId: string, filter: DirectoryFilter) {
  return queryOptions({
    queryKey: [...directoryKeys.all, 'list', adminId, filter] as const,
    queryFn: () => port.directory(filter),
    placeholderData: keepPreviousData,
    ...once,
  })
}

export function adminBusinessQuery(port: AdminBusinessesPort, adminId: string, id: number) {
  return queryOptions({
    queryKey: directoryKeys.business(adminId, id),
    queryFn: () => port.business(id),
    ...once,
  })
}

export function subscribersQuery(port: AdminBusinessesPort, adminId: string, filter: SubscriberFilter) {
  return queryOptions({
    queryKey: [...adminKeys.all, 'subscribers', adminId, filter] as const,
    queryFn: () => port.subscribers(filter),
    placeholderData: keepPreviousData,
    ...once,
  })
}

export function weatherReadingsQuery(port: AdminBusinessesPort, adminId: string) {
  return queryOptions({
    queryKey: [...adminKeys.all, 'weather', adminId] as const,
    queryFn: () => port.weather(),
    ...once,
  })
}
