import type { Weekday, WeeklyHours } from '@/domain/hours/opening-hours'
import type { Locale, LocalizedText } from '@/domain/i18n/localized-text'

/** Spec §3: $ Budget, $$ Moderate, $$$ Expensive, $$$$ Luxury. */
export type PriceRange = '$' | '$$' | '$$$' | '$$$$'

/** A category as it appears on a business: enough for a chip that links to the category page. */
export type CategoryChip = { id: number; slug: string; name: LocalizedText; color: string; path: string }

export type BusinessSummary = {
  id: number
  slug: string
  name: LocalizedText
  description: LocalizedText
  logo: string | null
  image: string | null
  categories: CategoryChip[]
  /** Average rating, 0 to 5. */
  rating: number
  reviewCount: number
  /** Named as in the contract, which the adapters do not rename. */
  verified: boolean
  featured: boolean
  city: LocalizedText
  citySlug: string
  address: LocalizedText
  phone: string | null
  lat: number
  lng: number
  priceRange: PriceRange | null
  createdAt: string
}

export type Amenity = { slug: string; name: LocalizedText; icon: string }

export type Business = BusinessSummary & {
  images: string[]
  email: string | null
  website: string | null
  amenities: Amenity[]
  /** Day name to "09:00–14:00, 17:00–21:00"; a missing day is closed (spec §2). */
  hours: Partial<Record<Weekday, string>>
  /** The same hours as intervals per weekday ("open now", schema.org). */
  openingHours: WeeklyHours
}

export type Review = {
  id: number
  businessId: number
  authorName: string
  rating: number
  title: string | null
  body: string
  language: Locale
  createdAt: string
  /** Photos the author added, as paths on this site. */
  photos: string[]
}

/** What a signed-in user writes (issue 3): rating 1–5, text, the language it is written in, optional photos. */
export type ReviewDraft = { rating: number; text: string; language: Locale; photos: Blob[] }

/** The written review and the business's rating and review count after it. */
export type WrittenReview = { review: Review; rating: number; reviewCount: number }

/** A business as a map marker. */
export type BusinessMapPoint = {
  id: number
  slug: string
  name: LocalizedText
  lat: number
  lng: number
  rating: number
  category: CategoryChip | null
}

/** The map tiles the portal is configured with; null means no tiles (a plain background, works offline). */
export type MapTiles = { urlTemplate: string; attribution: string } | null

/** isTotalCapped: there are more matches than `total` (the server stops counting; shown as "1000+"). */
export type BusinessMap = {
  points: BusinessMapPoint[]
  total: number
  isTotalCapped?: boolean
  tiles: MapTiles
}

export type ReviewPage = { reviews: Review[]; total: number; hasMore: boolean }

/** One page of a longer list; isTotalCapped: there are more items than `total` (shown as "500+"). */
export type Page<T> = {
  items: T[]
  total: number
  isTotalCapped?: boolean
  limit: number
  offset: number
  hasMore: boolean
}

export type PageRequest = { limit: number; offset: number }

export type GeoPoint = { lat: number; lng: number }

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

export type CityOption = { slug: string; name: LocalizedText; businessCount: number }
export type BusinessFilterOptions = { cities: CityOption[]; amenities: Amenity[] }

/** The business directory. Failures reject with `ApiError` (code 'business.*') or `NetworkError`. */
export interface BusinessesPort {
  /** Resolves with one page of businesses, filtered and ordered as asked; rejects 'businesses.unavailable'. */
  list(request: PageRequest & BusinessListFilters): Promise<Page<BusinessSummary>>
  /** Resolves with the cities and amenities a listing can be filtered by; rejects 'businesses.unavailable'. */
  filterOptions(): Promise<BusinessFilterOptions>
  /** Resolves with the featured businesses; rejects 'businesses.unavailable'. */
  featured(limit: number): Promise<BusinessSummary[]>
  /** Resolves with the best-rated businesses; rejects 'businesses.unavailable'. */
  highestRated(limit: number): Promise<BusinessSummary[]>
  /** Resolves with the most recently added businesses; rejects 'businesses.unavailable'. */
  newest(limit: number): Promise<BusinessSummary[]>
  /** Resolves with the business, or null when no business has this id; rejects 'business.unavailable'. */
  findById(id: number): Promise<Business | null>
  /** Resolves with the business, or null when no business has this slug; rejects 'business.unavailable'. */
  findBySlug(slug: string): Promise<Business | null>
  /** Looks a business up by a path such as "food-drink/restaurants/slug"; null when nothing matches. */
  findByPath(path: string): Promise<Business | null>
  /** Resolves with one page of a business's reviews; rejects 'reviews.unavailable'. */
  reviews(businessId: number, request: PageRequest): Promise<ReviewPage>
  /** Resolves with businesses of the same top-level category, nearest first; rejects 'businesses.unavailable'. */
  similar(businessId: number, limit: number): Promise<BusinessSummary[]>
  /**
   * Writes the signed-in user's review (the token is sent as a bearer). Resolves with the review and the new
   * rating; rejects 'review.duplicate' (already reviewed), 'review.photoRejected' (type or size),
   * 'review.invalid', 'review.signInRequired', 'business.unavailable' (no such business) or 'review.failed'.
   */
  writeReview(businessId: number, draft: ReviewDraft, token: string): Promise<WrittenReview>
  /** Resolves with up to `limit` businesses matching the filters as map points; rejects 'businesses.unavailable'. */
  mapPoints(filters: Omit<BusinessListFilters, 'sort' | 'near'>, limit: number): Promise<BusinessMap>
}
