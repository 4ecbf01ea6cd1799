import type { GeoPoint, PriceRange } from '../business/business'

export type BusinessSortOrder = 'relevance' | 'rating' | 'reviews' | 'newest' | 'distance'

/** What a listing can be narrowed and ordered by; every field is optional. */
export type BusinessListFilters = {
  /** Category slug; its descendants are included. */
  category?: string
  /** Search text in any of the three languages. */
  q?: string
  city?: string
  priceRanges?: PriceRange[]
  minRating?: number
  openNow?: boolean
  /** Amenity slugs; a business must have all of them. */
  amenities?: string[]
  sort?: BusinessSortOrder
  /** Needed for the distance order. */
  near?: GeoPoint
}
