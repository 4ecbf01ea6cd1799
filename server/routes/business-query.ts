import type { GeoPoint } from '@domain/business/business'
import type { CategoryIndex, CategoryRow } from '@domain/category/category-tree'
import { cyprusMoment } from '@domain/hours/open-now'
import { DEFAULT_BUSINESS_SORT } from '@domain/search/business-query'
import type { operations } from '../../openapi/schema.gen'
import type { BusinessSearch, BusinessSearchFilters } from '../services/businesses/listing-search'
import { HttpError, notFound } from '../http-error'

type ListParams = NonNullable<operations['listBusinesses']['parameters']['query']>
/** The filters listBusinesses and listBusinessMapPoints share (the contract repeats them per operation). */
export type BusinessFilterParams = Pick<
  ListParams,
  'category' | 'q' | 'city' | 'priceRange' | 'minRating' | 'openNow' | 'amenities'
>
/** The listing's parameters with the page the handler settled (the contract's defaults applied). */
export type BusinessListParams = ListParams & { limit: number; offset: number }

/**
 * The contract's filters in the repository's terms: a category slug becomes the ids of its subtree (404 for an
 * unknown one), `openNow` the Cyprus weekday and time of `now` (the injected
 * clock, so tests can fix it), and a price range its number of $ signs (the stored 1–4).
 */
export function toSearchFilters(
  params: BusinessFilterParams,
  categories: CategoryIndex<CategoryRow>,
  now: Date,
): BusinessSearchFilters {
  return {
    categoryIds: params.category ? subtreeOf(categories, params.category) : null,
    // The search text is read by the search core (server/services/search/searchDirectory), not here.
    text: null,
    ...(params.city ? { citySlug: params.city } : {}),
    ...(params.priceRange ? { priceRanges: params.priceRange.map((p) => p.length) } : {}),
    ...(params.minRating !== undefined ? { minRating: ratingThreshold(params.minRating) } : {}),
    ...(params.openNow ? { openAt: cyprusMoment(now) } : {}),
    ...(params.amenities ? { amenitySlugs: params.amenities } : {}),
  }
}

/** A page of the listing: the filters, the order (400 for the distance order without a position) and the page. */
export function toListingSearch(
  params: BusinessListParams,
  categories: CategoryIndex<CategoryRow>,
  now: Date,
): BusinessSearch {
  const origin = geoPoint(params.lat, params.lng)
  const sort = params.sort ?? DEFAULT_BUSINESS_SORT
  if (sort === 'distance' && !origin)
    throw new HttpError(400, 'VALIDATION_ERROR', 'Sorting by distance needs both lat and lng.')
  return {
    ...toSearchFilters(params, categories, now),
    sort,
    rankedAt: now,
    ...(origin ? { origin } : {}),
    limit: params.limit,
    offset: params.offset,
  }
}

function subtreeOf(categories: CategoryIndex<CategoryRow>, slug: string): number[] {
  const category = categories.findBySlug(slug)
  if (!category) throw notFound(`There is no category "${slug}".`, 'CATEGORY_NOT_FOUND')
  return categories.subtreeIds(category.id)
}

// lat and lng come together or not at all: one without the other is a mistake worth a clear 400.
function geoPoint(lat: number | undefined, lng: number | undefined): GeoPoint | null {
  if (lat === undefined && lng === undefined) return null
  if (lat === undefined || lng === undefined)
    throw new HttpError(400, 'VALIDATION_ERROR', 'lat and lng must be given together.')
  return { lat, lng }
}

/**
 * Ratings are kept to one decimal, so "at least 4.46" is "at least 4.5". Rounding up to a tenth keeps that meaning
 * and keeps a value such as 2e-152 (which the database's real type cannot hold) out of the query.
 */
export function ratingThreshold(minRating: number): number {
  return Math.ceil(minRating * 10 - 1e-9) / 10
}
