import type { WeeklyHours } from '@domain/hours/opening-hours'
import type { Locale, LocalizedText } from '@domain/i18n/localized-text'
import type { PlanSlug } from '@domain/plans/plan-features'

/** A category node; siblings are sorted by their position in the array (sortOrder). */
export type SeedCategory = {
  slug: string
  name: LocalizedText
  description: LocalizedText
  icon: string
  color: string
  children: SeedCategory[]
}

export type SeedAmenity = { slug: string; name: LocalizedText; icon: string }

export type SeedCity = { slug: string; name: LocalizedText; lat: number; lng: number }

export type SeedBusiness = {
  slug: string
  name: LocalizedText
  description: LocalizedText
  citySlug: string
  city: LocalizedText
  address: LocalizedText
  phone: string
  email: string
  website: string
  lat: number
  lng: number
  /** Slugs of leaf or top-level categories; the first is the primary category. */
  categorySlugs: string[]
  amenitySlugs: string[]
  hours: WeeklyHours
  /** 1 = $ Budget … 4 = $$$$ Luxury (spec §3); null where a price range makes no sense. */
  priceRange: 1 | 2 | 3 | 4 | null
  verified: boolean
  featured: boolean
  createdAt: Date
  /** Number of generated photos served at /media/businesses/{slug}/photo-{n}.webp (n from 1). */
  photoCount: number
  planSlug: PlanSlug | null
}

export type SeedReview = {
  businessSlug: string
  authorName: string
  rating: 1 | 2 | 3 | 4 | 5
  title: string | null
  body: string
  language: Locale
  createdAt: Date
}

export type SeedArticleCategory = {
  slug: string
  name: LocalizedText
  description: LocalizedText
  children: SeedArticleCategory[]
}

export type SeedArticle = {
  slug: string
  categorySlug: string
  title: LocalizedText
  excerpt: LocalizedText
  /** Markdown subset: "## " headings, paragraphs, "- " lists, **bold**. */
  content: LocalizedText
  author: string
  readMinutes: number
  publishedAt: Date
}

export type SeedWeather = {
  citySlug: string
  city: LocalizedText
  lat: number
  lng: number
  temperature: number
}

export type SeedDataset = {
  categories: SeedCategory[]
  amenities: SeedAmenity[]
  cities: SeedCity[]
  businesses: SeedBusiness[]
  reviews: SeedReview[]
  articleCategories: SeedArticleCategory[]
  articles: SeedArticle[]
  weather: SeedWeather[]
}
