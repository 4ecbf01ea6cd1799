import { MAP_POINTS_LIMIT } from '@domain/paging/page-sizes'
import { cyprusMoment } from '@domain/hours/open-now'
import { searchWords } from '@domain/search/fold-text'
import { searchBusinesses } from '../db/repositories/business-search.repository'
import { loadCategoryIndex } from '../db/repositories/categories.repository'
import type { AppDeps } from '../deps'
import { notFound } from '../http-error'
import { toCategoryRef } from '../mappers/business.mapper'
import type { OperationHandlers } from './operation'

/** The map page: the listing's filters and order, answered with only what a marker needs. */
export function createBusinessMapHandlers({ db, clock, mapTiles }: AppDeps): OperationHandlers {
  return {
    async listBusinessMapPoints({ query }) {
      const index = await loadCategoryIndex(db)
      let categoryIds: number[] | null = null
      if (query.category) {
        const category = index.findBySlug(query.category)
        if (!category) throw notFound(`There is no category "${query.category}".`, 'CATEGORY_NOT_FOUND')
        categoryIds = index.subtreeIds(category.id)
      }
      // The listing's own search, so the map shows exactly the businesses the list would page through.
      const { rows, total, isTotalCapped } = await searchBusinesses(db, {
        categoryIds,
        words: searchWords(query.q ?? ''),
        ...(query.city ? { citySlug: query.city } : {}),
        ...(query.priceRange ? { priceRanges: query.priceRange.map((p) => p.length) } : {}),
        ...(query.minRating !== undefined ? { minRating: query.minRating } : {}),
        ...(query.openNow ? { openAt: cyprusMoment(clock()) } : {}),
        ...(query.amenities ? { amenitySlugs: query.amenities } : {}),
        sort: 'relevance',
        limit: query.limit ?? MAP_POINTS_LIMIT,
        offset: 0,
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
  }
}
