import {
  BUSINESS_PAGE_SIZE,
  FEATURED_COUNT,
  HIGHEST_RATED_COUNT,
  MAP_POINTS_LIMIT,
  NEWEST_COUNT,
  SIMILAR_BUSINESSES_COUNT,
} from '@domain/paging/page-sizes'
import type { AppDeps } from '../deps'
import { toBusiness, toBusinessSummary, toCategoryRef } from '../mappers/business.mapper'
import * as pages from '../services/businesses/business-pages'
import { listingFilters, mapSearch } from '../services/businesses/listing-search'
import { loadCategoryIndex } from '../services/content/category-index'
import { searchDirectory } from '../services/search/directory-search'
import { toListingSearch, toSearchFilters } from './business-query'
import type { OperationHandlers } from '../operation'

type Listed = Awaited<ReturnType<typeof pages.showcase>>
type Found = Awaited<ReturnType<typeof pages.businessById>>

/** The `businesses` tag: listings and their filters, a business's page, the map and similar businesses. */
export function createBusinessHandlers({ db, clock, mapTiles }: AppDeps): OperationHandlers {
  const summaries = ({ index, rows }: Listed) => ({
    success: true as const,
    data: rows.map((b) => toBusinessSummary(index, b)),
  })
  const detail = ({ index, business }: Found) => ({
    success: true as const,
    business: toBusiness(index, business),
  })

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
      const { cities, amenities } = await listingFilters(db)
      return {
        success: true,
        data: { cities, amenities: amenities.map((a) => ({ slug: a.slug, name: a.name, icon: a.icon })) },
      }
    },
    listFeaturedBusinesses: async ({ query }) =>
      summaries(await pages.showcase(db, 'featured', query.limit ?? FEATURED_COUNT)),
    listHighestRatedBusinesses: async ({ query }) =>
      summaries(await pages.showcase(db, 'highest-rated', query.limit ?? HIGHEST_RATED_COUNT)),
    listNewestBusinesses: async ({ query }) =>
      summaries(await pages.showcase(db, 'newest', query.limit ?? NEWEST_COUNT)),
    getBusinessById: async ({ path }) => detail(await pages.businessById(db, path.id)),
    async listBusinessesByIds({ query }) {
      const { index, rows } = await pages.businessesByIds(db, query.ids)
      return { success: true, data: rows.map((record) => toBusiness(index, record)) }
    },
    async getBusinessBySlug({ path, reply }) {
      const found = await pages.businessBySlug(db, path.slug)
      if ('movedTo' in found) return reply.redirect(`/api/businesses/slug/${found.movedTo}`, 301)
      return detail(found)
    },
    getBusinessByPath: async ({ query }) => detail(await pages.businessByPath(db, query.path)),

    async listBusinessMapPoints({ query }) {
      const index = await loadCategoryIndex(db)
      const filters = toSearchFilters(query, index, clock())
      const { rows, total, isTotalCapped } = await mapSearch(db, index, filters, {
        q: query.q,
        limit: query.limit ?? MAP_POINTS_LIMIT,
      })
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

    listSimilarBusinesses: async ({ path, query }) =>
      summaries(await pages.similarBusinesses(db, path.id, query.limit ?? SIMILAR_BUSINESSES_COUNT)),
  }
}
