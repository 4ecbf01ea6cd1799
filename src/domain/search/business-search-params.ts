import type { PriceRange } from '@domain/business/business'
import { MAX_QUERY_LENGTH } from './fold-text'

export const BUSINESS_SORTS = ['relevance', 'rating', 'reviews', 'newest', 'distance'] as const
export type BusinessSort = (typeof BUSINESS_SORTS)[number]
export const PRICE_RANGES: readonly PriceRange[] = ['$', '$$', '$$$', '$$$$']
/** The rating thresholds the filter offers ("4 stars and up"). */
export const MIN_RATING_OPTIONS = [3, 3.5, 4, 4.5] as const

/**
 * The /businesses URL: every result page can be shared, reloaded and walked with back/forward. The URL is input,
 * so a value that does not fit is dropped (set to undefined: the router merges the raw search underneath).
 */
export type BusinessListSearch = {
  page?: number
  q?: string
  category?: string
  city?: string
  price?: PriceRange[]
  minRating?: number
  openNow?: boolean
  amenities?: string[]
  sort?: BusinessSort
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
// Far beyond any real list; keeps offsets inside the contract's bounds.
const MAX_PAGE = 10_000
const MAX_AMENITIES = 20

export function parseBusinessSearch(search: Record<string, unknown>): BusinessListSearch {
  const page = Number(search.page)
  const q = typeof search.q === 'string' ? search.q.trim().slice(0, MAX_QUERY_LENGTH) : ''
  const minRating = Number(search.minRating)
  const price = listOf(search.price).filter((p): p is PriceRange => PRICE_RANGES.some((r) => r === p))
  const amenities = listOf(search.amenities)
    .filter((a) => SLUG.test(a))
    .slice(0, MAX_AMENITIES)
  const sort = BUSINESS_SORTS.find((s) => s === search.sort)
  return {
    page: Number.isInteger(page) && page > 1 && page <= MAX_PAGE ? page : undefined,
    q: q === '' ? undefined : q,
    category: slugOf(search.category),
    city: slugOf(search.city),
    price: price.length > 0 ? unique(price) : undefined,
    minRating: search.minRating !== '' && minRating > 0 && minRating <= 5 ? minRating : undefined,
    openNow: search.openNow === true || search.openNow === 'true' ? true : undefined,
    amenities: amenities.length > 0 ? unique(amenities) : undefined,
    sort: sort === 'relevance' ? undefined : sort,
  }
}

/** True when any filter narrows the list (the page number and the order do not). */
export function hasFilters(search: BusinessListSearch): boolean {
  return Boolean(
    search.q ||
    search.category ||
    search.city ||
    search.price ||
    search.minRating ||
    search.openNow ||
    search.amenities,
  )
}

function slugOf(value: unknown): string | undefined {
  return typeof value === 'string' && SLUG.test(value) ? value : undefined
}

// A repeated key arrives as an array, a single one as a string; comma-separated values are accepted too.
function listOf(value: unknown): string[] {
  const values = Array.isArray(value) ? value : [value]
  return values.flatMap((v) => (typeof v === 'string' ? v.split(',') : []))
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)]
}
