import type { GeoPoint, PriceRange } from '../business/business'
import type { PageRequest } from '../paging/page'

/** How a listing can be ordered. The contract's `sort` enum lists the same words (a test compares them). */
export type BusinessSort = 'relevance' | 'rating' | 'reviews' | 'newest' | 'distance'
/** Every order, as the filter form offers them. */
export const BUSINESS_SORTS: readonly BusinessSort[] = [
  'relevance',
  'rating',
  'reviews',
  'newest',
  'distance',
]
/** Without search text, relevance is the directory's own order: featured first, then the best rated. */
export const DEFAULT_BUSINESS_SORT: BusinessSort = 'relevance'

export const PRICE_RANGES: readonly PriceRange[] = ['$', '$$', '$$$', '$$$$']
/** The rating thresholds the filter offers ("4 stars and up"). */
export const MIN_RATING_OPTIONS = [3, 3.5, 4, 4.5] as const
export const MAX_RATING = 5
// Far beyond any real list; keeps offsets inside the contract's bounds.
export const MAX_BUSINESS_PAGE = 10_000
/** The most amenities one listing asks for (the contract's maxItems). */
export const MAX_AMENITIES = 20

/** What narrows a listing; every field is optional. The map page shows the businesses of the same filters. */
export type BusinessFilters = {
  /** Category slug; its descendants are included. */
  category?: string
  /** Search text in any of the three languages. */
  q?: string
  /** City slug. */
  city?: string
  /** Any of these price ranges. */
  priceRanges?: PriceRange[]
  minRating?: number
  /** Only businesses open now in Cyprus time. */
  openNow?: boolean
  /** Amenity slugs; a business must have all of them. */
  amenities?: string[]
}

/** A listing as a reader asks for it: the filters, the order (DEFAULT_BUSINESS_SORT when absent) and the page. */
export type BusinessQuery = BusinessFilters & {
  sort?: BusinessSort
  /** 1-based; absent for the first page. */
  page?: number
}

/** One page of a listing as the directory is asked for it; the distance order needs the visitor's position. */
export type BusinessListRequest = BusinessFilters & PageRequest & { sort?: BusinessSort; near?: GeoPoint }

/** True when any filter narrows the list (the page number and the order do not). */
export function hasFilters(query: BusinessQuery): boolean {
  return Boolean(
    query.q ||
    query.category ||
    query.city ||
    query.priceRanges?.length ||
    query.minRating ||
    query.openNow ||
    query.amenities?.length,
  )
}

/** How many filter choices narrow the list, each price range and amenity counted (the search text is not one). */
export function activeFilterCount(query: BusinessQuery): number {
  return (
    [query.category, query.city, query.minRating, query.openNow].filter(Boolean).length +
    (query.priceRanges?.length ?? 0) +
    (query.amenities?.length ?? 0)
  )
}

/** The filters of a query: what the map page asks for (the order and the page do not change which match). */
export function filtersOf({ sort: _sort, page: _page, ...filters }: BusinessQuery): BusinessFilters {
  return filters
}
