import {
  BUSINESS_PAGE_SIZE,
  FEATURED_COUNT,
  HIGHEST_RATED_COUNT,
  MAP_POINTS_LIMIT,
  NEWEST_COUNT,
  SIMILAR_BUSINESSES_COUNT,
} from '@domain/paging/page-sizes'
import { DEFAULT_BUSINESS_SORT } from '@domain/search/business-query'
import { listAmenities, listCities } from '../db/repositories/business-search.repository'
import * as businesses from '../db/repositories/businesses.repository'
import { loadCategoryIndex } from '../services/content/category-index'
import { findBusinessPlacement, listNearestInCategories } from '../db/repositories/similar.repository'
import type { AppDeps } from '../deps'
import { searchDirectory } from '../services/search/directory-search'
import { HttpError, notFound } from '../http-error'
import { toBusiness, toBusinessSummary, toCategoryRef } from '../mappers/business.mapper'
import { toListingSearch, toSearchFilters } from './business-query'
import type { OperationHandlers } from '../operation'

const BUSINESS_NOT_FOUND = 'Failed to fetch business: no business has this id or slug.'

/** The `businesses` tag: listings and their filters, a business's page, the map and similar businesses. */
export function createBusinessHandlers({ db, clock, mapTiles }: AppDeps): OperationHandlers {
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
      const index = await loadCategoryIndex(db)
      const { page, understanding } = await searchDirectory(
        db,
        index,
        toListingSearch({ ...query, limit, offset }, index, clock()),
        query.q,
      )
      const { rows, total, isTotalCapped } = page
      return {
        success: true,
        data: rows.map((b) => toBusinessSummary(index, b)),
        total,
        isTotalCapped,
        pagination: { limit, offset, hasMore: isTotalCapped || offset + rows.length < total },
        ...(understanding ? { search: understanding } : {}),
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
    async listBusinessesByIds({ query }) {
      const [index, rows] = await Promise.all([
        loadCategoryIndex(db),
        businesses.findBusinessesByIds(db, query.ids),
      ])
      return { success: true, data: rows.map((record) => toBusiness(index, record)) }
    },
    // A renamed business keeps answering at its former slugs, with a 301 to the current one.
    async getBusinessBySlug({ path, reply }) {
      const record = await businesses.findBusinessBySlug(db, path.slug)
      const current = record ? null : await businesses.currentSlugOf(db, path.slug)
      if (current) return reply.redirect(`/api/businesses/slug/${current}`, 301)
      return detail(record)
    },

    // Spec §2: a business can be looked up by "category path / business slug"; the category path (full, or a
    // trailing part such as the category's own slug) must exist and the business must be listed in that
    // category or below it.
    async getBusinessByPath({ query }) {
      const segments = query.path.split('/').filter(Boolean)
      const slug = segments.pop()
      if (!slug) throw new HttpError(400, 'VALIDATION_ERROR', 'Business ID/slug is required')
      const record = await businesses.findBusinessBySlugOrFormer(db, slug)
      if (!record) throw notFound(BUSINESS_NOT_FOUND, 'BUSINESS_NOT_FOUND')
      if (segments.length > 0) {
        const index = await loadCategoryIndex(db)
        const category = index.resolveTrail(segments)
        const within = category ? new Set(index.subtreeIds(category.id)) : new Set<number>()
        if (!record.categoryIds.some((id) => within.has(id)))
          throw notFound(BUSINESS_NOT_FOUND, 'BUSINESS_NOT_FOUND')
      }
      return detail(record)
    },

    // The listing's own search, so the map shows exactly the businesses the list would page through.
    async listBusinessMapPoints({ query }) {
      const index = await loadCategoryIndex(db)
      const search = {
        ...toSearchFilters(query, index, clock()),
        sort: DEFAULT_BUSINESS_SORT,
        limit: query.limit ?? MAP_POINTS_LIMIT,
        offset: 0,
      }
      const { rows, total, isTotalCapped } = (await searchDirectory(db, index, search, query.q)).page
      return {
        success: true,
        data: rows.map((b) => ({
          id: b.id,
          slug: b.slug,
          name: b.name,
          lat: b.lat,
          lng: b.lng,
          rating: b.rating,
          category: b.categoryIds[0] === undefined ? null : toCategoryRef(index, b.categoryIds[0]),
        })),
        total,
        isTotalCapped,
        tiles: mapTiles ?? null,
      }
    },

    async listSimilarBusinesses({ path, query }) {
      const placement = await findBusinessPlacement(db, path.id)
      if (!placement) throw notFound(BUSINESS_NOT_FOUND, 'BUSINESS_NOT_FOUND')
      const index = await loadCategoryIndex(db)
      const primary = placement.categoryIds[0]
      // "Same category" means the same top-level category: a taverna's neighbours include the cafés.
      const top = primary === undefined ? undefined : (index.ancestorsOf(primary)[0] ?? index.get(primary))
      const rows = top
        ? await listNearestInCategories(db, {
            excludeId: path.id,
            categoryIds: index.subtreeIds(top.id),
            lat: placement.lat,
            lng: placement.lng,
            limit: query.limit ?? SIMILAR_BUSINESSES_COUNT,
          })
        : []
      return { success: true, data: rows.map((b) => toBusinessSummary(index, b)) }
    },
  }
}
