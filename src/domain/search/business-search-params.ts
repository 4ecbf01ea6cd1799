import type { PriceRange } from '../business/business'
import {
  BUSINESS_SORTS,
  DEFAULT_BUSINESS_SORT,
  MAX_AMENITIES,
  MAX_BUSINESS_PAGE,
  MAX_RATING,
  PRICE_RANGES,
  type BusinessQuery,
} from './business-query'
import { MAX_QUERY_LENGTH } from './fold-text'

/**
 * The /businesses and /businesses/map URL: every result page can be shared, reloaded and walked with back/forward.
 * Its names are the addresses people already share (`price`, not `priceRanges`), so they stay as they are; this
 * module is the one place where they meet the BusinessQuery's names.
 */
export type BusinessListSearch = Omit<BusinessQuery, 'priceRanges'> & { price?: BusinessQuery['priceRanges'] }

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * The URL is input, so a value that does not fit is dropped. Every key is present, set to undefined when dropped:
 * the router merges the raw search underneath, and an absent key would let the raw value through.
 */
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
    page: Number.isInteger(page) && page > 1 && page <= MAX_BUSINESS_PAGE ? page : undefined,
    q: q === '' ? undefined : q,
    category: slugOf(search.category),
    city: slugOf(search.city),
    price: price.length > 0 ? unique(price) : undefined,
    minRating: search.minRating !== '' && minRating > 0 && minRating <= MAX_RATING ? minRating : undefined,
    openNow: search.openNow === true || search.openNow === 'true' ? true : undefined,
    amenities: amenities.length > 0 ? unique(amenities) : undefined,
    sort: sort === DEFAULT_BUSINESS_SORT ? undefined : sort,
  }
}

/** URL → query: only what is set, and only the query's own fields (the router hands over any other parameter). */
export function toBusinessQuery(search: BusinessListSearch): BusinessQuery {
  const { page, q, category, city, price, minRating, openNow, amenities, sort } = search
  return withoutUndefined({
    category,
    q,
    city,
    priceRanges: price,
    minRating,
    openNow,
    amenities,
    sort,
    page,
  })
}

/**
 * Query → URL, for links and navigation: only what narrows or orders the list travels (no default order, no
 * first page, no empty lists), so equal searches have equal addresses.
 */
export function toBusinessSearch(query: BusinessQuery): BusinessListSearch {
  const { page, q, category, city, priceRanges, minRating, openNow, amenities, sort } = query
  return withoutUndefined({
    page: page !== undefined && page > 1 ? page : undefined,
    q: q || undefined,
    category,
    city,
    price: priceRanges?.length ? priceRanges : undefined,
    minRating: minRating || undefined,
    openNow: openNow || undefined,
    amenities: amenities?.length ? amenities : undefined,
    sort: sort === DEFAULT_BUSINESS_SORT ? undefined : sort,
  })
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

// An object without the keys whose value is undefined, with the same type: leaving out an optional key that
// holds undefined is what the type already allows.
function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T // see above
}
