import { queryOptions } from '@tanstack/react-query'
import type { BusinessesPort } from '@/ports'
import type { BusinessFilters, BusinessListRequest } from '@domain/search/business-query'
import { PREVIEW_RETRIES, PREVIEW_RETRY_DELAY_MS, QUERY_GC_MS, QUERY_STALE_MS } from './cache-policy'

const timing = { staleTime: QUERY_STALE_MS, gcTime: QUERY_GC_MS }

type ReviewsRequest = { limit: number; offset: number }

/**
 * Every cache key of the businesses. Lists of businesses start with `lists`, one business and what hangs off it
 * (reviews, similar) with `details`, so a written review can refresh both at once.
 */
export const businessKeys = {
  lists: ['businesses'] as const,
  list: (request: BusinessListRequest) => [...businessKeys.lists, 'list', request] as const,
  filterOptions: () => [...businessKeys.lists, 'filter-options'] as const,
  featured: (limit: number) => [...businessKeys.lists, 'featured', limit] as const,
  highestRated: (limit: number) => [...businessKeys.lists, 'highest-rated', limit] as const,
  newest: (limit: number) => [...businessKeys.lists, 'newest', limit] as const,
  map: (filters: BusinessFilters, limit: number) => [...businessKeys.lists, 'map', filters, limit] as const,
  details: ['business'] as const,
  detail: (lookup: BusinessLookup) => [...businessKeys.details, lookup] as const,
  reviews: (businessId: number, request: ReviewsRequest) =>
    [...businessKeys.details, businessId, 'reviews', request] as const,
  similar: (businessId: number, limit: number) =>
    [...businessKeys.details, businessId, 'similar', limit] as const,
  virtualCard: (businessId: number) => [...businessKeys.details, businessId, 'virtual-card'] as const,
}

export function businessListQuery(businesses: BusinessesPort, request: BusinessListRequest) {
  return queryOptions({
    queryKey: businessKeys.list(request),
    queryFn: () => businesses.list(request),
    ...timing,
  })
}

/** The cities and amenities of the listing's filter form; they change only when businesses do. */
export function businessFilterOptionsQuery(businesses: BusinessesPort) {
  return queryOptions({
    queryKey: businessKeys.filterOptions(),
    queryFn: () => businesses.filterOptions(),
    ...timing,
  })
}

export function featuredBusinessesQuery(businesses: BusinessesPort, limit: number) {
  return queryOptions({
    queryKey: businessKeys.featured(limit),
    queryFn: () => businesses.featured(limit),
    ...timing,
  })
}

export function highestRatedBusinessesQuery(businesses: BusinessesPort, limit: number) {
  return queryOptions({
    queryKey: businessKeys.highestRated(limit),
    queryFn: () => businesses.highestRated(limit),
    ...timing,
  })
}

export function newestBusinessesQuery(businesses: BusinessesPort, limit: number) {
  return queryOptions({
    queryKey: businessKeys.newest(limit),
    queryFn: () => businesses.newest(limit),
    ...timing,
  })
}

/** Spec §2: a business is found by numeric id, by slug, or by a path that ends with its slug. */
export type BusinessLookup =
  { by: 'id'; id: number } | { by: 'slug'; slug: string } | { by: 'path'; path: string }

export function businessQuery(businesses: BusinessesPort, lookup: BusinessLookup) {
  return queryOptions({
    queryKey: businessKeys.detail(lookup),
    queryFn: () => {
      switch (lookup.by) {
        case 'id':
          return businesses.findById(lookup.id)
        case 'slug':
          return businesses.findBySlug(lookup.slug)
        case 'path':
          return businesses.findByPath(lookup.path)
      }
    },
    ...timing,
  })
}

/** The business in a preview dialog: the same cache entry as its page, retried once and soon (see cache-policy). */
export function businessPreviewQuery(businesses: BusinessesPort, id: number) {
  return queryOptions({
    ...businessQuery(businesses, { by: 'id', id }),
    retry: PREVIEW_RETRIES,
    retryDelay: PREVIEW_RETRY_DELAY_MS,
  })
}

export function reviewsQuery(businesses: BusinessesPort, businessId: number, request: ReviewsRequest) {
  return queryOptions({
    queryKey: businessKeys.reviews(businessId, request),
    queryFn: () => businesses.reviews(businessId, request),
    ...timing,
    // Prefetched by the loader: a failure is shown as rendered on the server rather than re-fetched on hydration.
    retryOnMount: false,
  })
}

export function similarBusinessesQuery(businesses: BusinessesPort, businessId: number, limit: number) {
  return queryOptions({
    queryKey: businessKeys.similar(businessId, limit),
    queryFn: () => businesses.similar(businessId, limit),
    ...timing,
  })
}

export function virtualCardQuery(businesses: BusinessesPort, businessId: number) {
  return queryOptions({
    queryKey: businessKeys.virtualCard(businessId),
    queryFn: () => businesses.virtualCard(businessId),
    ...timing,
  })
}

/** The map page's points: the listing's filters (no order, no page), up to `limit` of them. */
export function businessMapQuery(businesses: BusinessesPort, filters: BusinessFilters, limit: number) {
  return queryOptions({
    queryKey: businessKeys.map(filters, limit),
    queryFn: () => businesses.mapPoints(filters, limit),
    ...timing,
  })
}
