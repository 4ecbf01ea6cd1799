import { queryOptions } from '@tanstack/react-query'
import type { CategoriesPort } from '@/ports'
import { QUERY_GC_MS, QUERY_STALE_MS } from './cache-policy'

const timing = { staleTime: QUERY_STALE_MS, gcTime: QUERY_GC_MS }

/** Every cache key of the business categories. */
export const categoryKeys = {
  all: ['categories'] as const,
  tree: () => [...categoryKeys.all, 'tree'] as const,
  popular: (limit: number) => [...categoryKeys.all, 'popular', limit] as const,
  trail: (segments: string[]) => [...categoryKeys.all, 'trail', segments] as const,
}

export function categoryTreeQuery(categories: CategoriesPort) {
  return queryOptions({
    queryKey: categoryKeys.tree(),
    queryFn: () => categories.tree(),
    ...timing,
  })
}

export function popularCategoriesQuery(categories: CategoriesPort, limit: number) {
  return queryOptions({
    queryKey: categoryKeys.popular(limit),
    queryFn: () => categories.popular(limit),
    ...timing,
  })
}

export function categoryTrailQuery(categories: CategoriesPort, segments: string[]) {
  return queryOptions({
    queryKey: categoryKeys.trail(segments),
    queryFn: () => categories.resolvePath(segments),
    ...timing,
  })
}
