import { queryOptions } from '@tanstack/react-query'
import type { BusinessesPort } from '@/ports'
import { businessKeys } from '../../queries/businesses'
import { QUERY_GC_MS, QUERY_STALE_MS } from '../../queries/cache-policy'

/** The public businesses of a saved list or of recently viewed, in that order (one request per list). */
export function savedBusinessesQuery(port: BusinessesPort, ids: readonly number[]) {
  return queryOptions({
    queryKey: [...businessKeys.lists, 'by-ids', ids] as const,
    queryFn: () => port.findByIds(ids),
    staleTime: QUERY_STALE_MS,
    gcTime: QUERY_GC_MS,
  })
}
