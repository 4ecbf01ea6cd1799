import type { GeoPoint } from '@domain/business/business'
import type { LocalMoment } from '@domain/hours/open-now'
import type { BusinessSort } from '@domain/search/business-query'

/** What narrows a listing, in the database's terms (server/routes/business-query.ts builds it from the contract). */
export type BusinessSearchFilters = {
  /** A category and its descendants; null for every category. */
  categoryIds: number[] | null
  /** Folded words of the search text (src/domain/search/fold-text.ts); empty for no search. */
  words: string[]
  citySlug?: string
  /** 1 ($) to 4 ($$$$); any of them. */
  priceRanges?: number[]
  minRating?: number
  /** Only businesses open at this Cyprus weekday and time. */
  openAt?: LocalMoment
  /** Amenity slugs; a business must have all of them. */
  amenitySlugs?: string[]
}

/** One page of a listing: the filters, the order and the page. */
export type BusinessSearch = BusinessSearchFilters & {
  sort: BusinessSort
  /** Required for the distance sort. */
  origin?: GeoPoint
  limit: number
  offset: number
  /** How far past the offset `total` counts (TOTAL_COUNT_CAP unless a test wants a smaller one). */
  countCap?: number
}
