import { queryOptions } from '@tanstack/react-query'
import type { WeatherPort } from '@/ports'
import { QUERY_GC_MS, QUERY_STALE_MS } from './cache-policy'

/** The cache key of the weather readings (one set for the whole island). */
export const weatherKeys = {
  current: () => ['weather'] as const,
}

export function weatherQuery(weather: WeatherPort) {
  return queryOptions({
    queryKey: weatherKeys.current(),
    queryFn: () => weather.current(),
    staleTime: QUERY_STALE_MS,
    gcTime: QUERY_GC_MS,
    // A failure from the server render stays as rendered ('Weather unavailable') instead of flipping to
    // 'Loading weather...' during hydration; the next refetch after staleTime tries again.
    retryOnMount: false,
  })
}
