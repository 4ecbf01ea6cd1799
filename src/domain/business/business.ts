import type { Weekday, WeeklyHours } from '../hours/opening-hours'
import type { LocalizedText } from '../i18n/localized-text'

/** Spec §3: $ Budget, $$ Moderate, $$$ Expensive, $$$$ Luxury. */
export type PriceRange = '$' | '$$' | '$$$' | '$$$$'
/** Spec §3: the price range is stored as its level 1–4 ($ … $$$$). */
export const PRICE_RANGES: readonly PriceRange[] = ['$', '$$', '$$$', '$$$$']
export const priceRangeOf = (level: number | null): PriceRange | null =>
  level === null ? null : (PRICE_RANGES[level - 1] ?? null)
export const priceLevelOf = (range: PriceRange | null): number | null =>
  range === null ? null : PRICE_RANGES.indexOf(range) + 1

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
  /** When the business closed for good (an accepted edit suggestion); absent while it trades. It stays listed. */
  permanentlyClosedAt?: string
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
  /** Holiday closures: Cyprus dates (YYYY-MM-DD) the business is closed whatever its hours say. */
  closedDates: string[]
}

export type GeoPoint = { lat: number; lng: number }

export type CityOption = { slug: string; name: LocalizedText; businessCount: number }
export type BusinessFilterOptions = { cities: CityOption[]; amenities: Amenity[] }
