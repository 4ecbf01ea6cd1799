import { queryOptions } from '@tanstack/react-query'
import type { BusinessesPort } from '@/ports'
import type { BusinessFilters, BusinessListRequest } from '@domain/search/business-query'
import { QUERY_GC_MS, QUERY_STALE_MS } from './cache-policy'

const timing = { staleTime: QUERY_STALE_MS, gcTime: QUERY_GC_MS }

export function businessListQuery(businesses: BusinessesPort, request: BusinessListRequest) {
  return queryOptions({
    queryKey: ['businesses', 'list', request] as const,
    queryFn: () => businesses.list(request),
    ...timing,
  })
}

/** The cities and amenities of the listing's filter form; they change only when businesses do. */
export function businessFilterOptionsQuery(businesses: BusinessesPort) {
  return queryOptions({
    queryKey: ['businesses', 'filter-options'] as const,
    queryFn: () => businesses.filterOptions(),
    ...timing,
  })
}

export function featuredBusinessesQuery(businesses: BusinessesPort, limit: number) {
  return queryOptions({
    queryKey: ['businesses', 'featured', limit] as const,
    queryFn: () => businesses.featured(limit),
    ...timing,
  })
}

export function highestRatedBusinessesQuery(businesses: BusinessesPort, limit: number) {
  return queryOptions({
    queryKey: ['businesses', 'highest-rated', limit] as const,
    queryFn: () => businesses.highestRated(limit),
    ...timing,
  })
}

export function newestBusinessesQuery(businesses: BusinessesPort, limit: number) {
  return queryOptions({
    queryKey: ['businesses', 'newest', limit] as const,
    queryFn: () => businesses.newest(limit),
    ...timing,
  })
}

/** Spec §2: a business is found by numeric id, by slug, or by a path that ends with its slug. */
export type BusinessLookup =
  { by: 'id'; id: number } | { by: 'slug'; slug: string } | { by: 'path'; path: string }

export function businessQuery(businesses: BusinessesPort, lookup: BusinessLookup) {
  return queryOptions({
    queryKey: ['business', lookup] as const,
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

export function reviewsQuery(
  businesses: BusinessesPort,
  businessId: number,
  request: { limit: number; offset: number },
) {
  return queryOptions({
    queryKey: ['business', businessId, 'reviews', request] as const,
    queryFn: () => businesses.reviews(businessId, request),
    ...timing,
    // Prefetched by the loader: a failure is shown as rendered on the server rather than re-fetched on hydration.
    retryOnMount: false,
  })
}

export function similarBusinessesQuery(businesses: BusinessesPort, businessId: number, limit: number) {
  return queryOptions({
    queryKey: ['business', businessId, 'similar', limit] as const,
    queryFn: () => businesses.similar(businessId, limit),
    ...timing,
  })
}

/** The map page's points: the listing's filters (no order, no page), up to `limit` of them. */
export function businessMapQuery(businesses: BusinessesPort, filters: BusinessFilters, limit: number) {
  return queryOptions({
    queryKey: ['businesses', 'map', filters, limit] as const,
    queryFn: () => businesses.mapPoints(filters, limit),
    ...timing,
  })
}
