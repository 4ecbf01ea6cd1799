import { queryOptions } from '@tanstack/react-query'
import type { CategoriesPort } from '@/ports'
import { QUERY_GC_MS, QUERY_STALE_MS } from './cache-policy'

const timing = { staleTime: QUERY_STALE_MS, gcTime: QUERY_GC_MS }

export function categoryTreeQuery(categories: CategoriesPort) {
  return queryOptions({
    queryKey: ['categories', 'tree'] as const,
    queryFn: () => categories.tree(),
    ...timing,
  })
}

export function popularCategoriesQuery(categories: CategoriesPort, limit: number) {
  return queryOptions({
    queryKey: ['categories', 'popular', limit] as const,
    queryFn: () => categories.popular(limit),
    ...timing,
  })
}

export function categoryTrailQuery(categories: CategoriesPort, segments: string[]) {
  return queryOptions({
    queryKey: ['categories', 'trail', segments] as const,
    queryFn: () => categories.resolvePath(segments),
    ...timing,
  })
}
