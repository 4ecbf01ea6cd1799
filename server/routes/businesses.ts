import {
  BUSINESS_PAGE_SIZE,
  FEATURED_COUNT,
  HIGHEST_RATED_COUNT,
  NEWEST_COUNT,
  POPULAR_CATEGORIES_COUNT,
  REVIEW_PAGE_SIZE,
} from '@domain/paging/page-sizes'
import { cyprusMoment } from '@domain/hours/open-now'
import { searchWords } from '@domain/search/fold-text'
import {
  listAmenities,
  listCities,
  searchBusinesses,
  type GeoPoint,
} from '../db/repositories/business-search.repository'
import * as businesses from '../db/repositories/businesses.repository'
import {
  countAllBusinesses,
  countBusinessesPerCategory,
  loadCategoryIndex,
} from '../db/repositories/categories.repository'
import { listReviews } from '../db/repositories/reviews.repository'
import type { AppDeps } from '../deps'
import { HttpError, notFound } from '../http-error'
import {
  toBusiness,
  toBusinessSummary,
  toCategory,
  toCategoryRef,
  toCategoryTree,
  toReview,
} from '../mappers/business.mapper'
import type { OperationHandlers } from './operation'

const BUSINESS_NOT_FOUND = 'Failed to fetch business: no business has this id or slug.'

export function createBusinessHandlers({ db, clock }: AppDeps): OperationHandlers {
  const summaries = async (rows: businesses.BusinessSummaryRecord[]) => {
    const index = await loadCategoryIndex(db)
    return { success: true as const, data: rows.map((b) => toBusinessSummary(index, b)) }
  }
  const detail = async (record: businesses.BusinessDetailRecord | null) => {
    if (!record) throw notFound(BUSINESS_NOT_FOUND, 'BUSINESS_NOT_FOUND')
    return { success: true as const, business: toBusiness(await loadCategoryIndex(db), record) }
  }

  return {
    async listBusinesses({ query }) {
      const limit = query.limit ?? BUSINESS_PAGE_SIZE
      const offset = query.offset ?? 0
      const origin = geoPoint(query.lat, query.lng)
      const sort = query.sort ?? 'relevance'
      if (sort === 'distance' && !origin)
        throw new HttpError(400, 'VALIDATION_ERROR', 'Sorting by distance needs both lat and lng.')
      const index = await loadCategoryIndex(db)
      let categoryIds: number[] | null = null
      if (query.category) {
        const category = index.findBySlug(query.category)
        if (!category) throw notFound(`There is no category "${query.category}".`, 'CATEGORY_NOT_FOUND')
        categoryIds = index.subtreeIds(category.id)
      }
      const { rows, total, isTotalCapped } = await searchBusinesses(db, {
        categoryIds,
        words: searchWords(query.q ?? ''),
        ...(query.city ? { citySlug: query.city } : {}),
        // Stored as 1–4: the number of $ signs.
        ...(query.priceRange ? { priceRanges: query.priceRange.map((p) => p.length) } : {}),
        ...(query.minRating !== undefined ? { minRating: query.minRating } : {}),
        // The request's instant from the injected clock, so tests can fix "now".
        ...(query.openNow ? { openAt: cyprusMoment(clock()) } : {}),
        ...(query.amenities ? { amenitySlugs: query.amenities } : {}),
        sort,
        ...(origin ? { origin } : {}),
        limit,
        offset,
      })
      return {
        success: true,
        data: rows.map((b) => toBusinessSummary(index, b)),
        total,
        isTotalCapped,
        pagination: { limit, offset, hasMore: isTotalCapped || offset + rows.length < total },
      }
    },
    async listBusinessFilters() {
      const [cities, amenityRows] = await Promise.all([listCities(db), listAmenities(db)])
      return {
        success: true,
        data: {
          cities,
          amenities: amenityRows.map((a) => ({ slug: a.slug, name: a.name, icon: a.icon })),
        },
      }
    },
    listFeaturedBusinesses: async ({ query }) =>
      summaries(await businesses.listFeaturedBusinesses(db, query.limit ?? FEATURED_COUNT)),
    listHighestRatedBusinesses: async ({ query }) =>
      summaries(await businesses.listHighestRatedBusinesses(db, query.limit ?? HIGHEST_RATED_COUNT)),
    listNewestBusinesses: async ({ query }) =>
      summaries(await businesses.listNewestBusinesses(db, query.limit ?? NEWEST_COUNT)),
    getBusinessById: async ({ path }) => detail(await businesses.findBusinessById(db, path.id)),
    getBusinessBySlug: async ({ path }) => detail(await businesses.findBusinessBySlug(db, path.slug)),

    // Spec §2: a business can be looked up by "category path / business slug"; the category path must exist
    // and the business must be listed in that category or below it.
    async getBusinessByPath({ query }) {
      const segments = query.path.split('/').filter(Boolean)
      const slug = segments.pop()
      if (!slug) throw new HttpError(400, 'VALIDATION_ERROR', 'Business ID/slug is required')
      const record = await businesses.findBusinessBySlug(db, slug)
      if (!record) throw notFound(BUSINESS_NOT_FOUND, 'BUSINESS_NOT_FOUND')
      if (segments.length > 0) {
        const index = await loadCategoryIndex(db)
        const category = index.resolvePath(segments)
        const within = category ? new Set(index.subtreeIds(category.id)) : new Set<number>()
        if (!record.categoryIds.some((id) => within.has(id)))
          throw notFound(BUSINESS_NOT_FOUND, 'BUSINESS_NOT_FOUND')
      }
      return detail(record)
    },

    async listBusinessReviews({ path, query }) {
      if (!(await businesses.businessExists(db, path.id)))
        throw notFound('Failed to fetch reviews: the business does not exist.', 'BUSINESS_NOT_FOUND')
      const limit = query.limit ?? REVIEW_PAGE_SIZE
      const offset = query.offset ?? 0
      const page = await listReviews(db, { businessId: path.id, limit, offset })
      return {
        success: true,
        data: {
          reviews: page.reviews.map(toReview),
          total: page.total,
          hasMore: offset + page.reviews.length < page.total,
        },
      }
    },

    async listCategories({ query }) {
      const index = await loadCategoryIndex(db)
      const [counts, totalBusinesses] = await Promise.all([
        query.withCounts ? countBusinessesPerCategory(db) : Promise.resolve(undefined),
        countAllBusinesses(db),
      ])
      const data = query.hierarchical
        ? toCategoryTree(index, null, counts)
        : index.flat().map((c) => toCategory(index, c, counts))
      return { success: true, data, totals: { categories: index.flat().length, businesses: totalBusinesses } }
    },

    async listPopularCategories({ query }) {
      const index = await loadCategoryIndex(db)
      const counts = await countBusinessesPerCategory(db)
      const data = index
        .childrenOfId(null)
        .map((c) => toCategory(index, c, counts))
        .sort((a, b) => (b.businessCount ?? 0) - (a.businessCount ?? 0) || a.sortOrder - b.sortOrder)
        .slice(0, query.limit ?? POPULAR_CATEGORIES_COUNT)
      return { success: true, data }
    },

    async resolveCategoryPath({ body }) {
      const index = await loadCategoryIndex(db)
      const category = index.resolvePath(body.pathSegments)
      if (!category)
        throw notFound(`There is no category at "${body.pathSegments.join('/')}".`, 'CATEGORY_NOT_FOUND')
      const counts = await countBusinessesPerCategory(db)
      return {
        success: true,
        data: {
          category: toCategory(index, category, counts),
          ancestors: index
            .ancestorsOf(category.id)
            .map((a) => toCategoryRef(index, a.id))
            .filter((a) => a !== null),
          children: index.childrenOfId(category.id).map((c) => toCategory(index, c, counts)),
        },
      }
    },
  }
}

// lat and lng come together or not at all: one without the other is a mistake worth a clear 400.
function geoPoint(lat: number | undefined, lng: number | undefined): GeoPoint | null {
  if (lat === undefined && lng === undefined) return null
  if (lat === undefined || lng === undefined)
    throw new HttpError(400, 'VALIDATION_ERROR', 'lat and lng must be given together.')
  return { lat, lng }
}
