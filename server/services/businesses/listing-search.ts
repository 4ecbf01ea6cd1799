import type { CategoryIndex, CategoryRow } from '@domain/category/category-tree'
import { DEFAULT_BUSINESS_SORT } from '@domain/search/business-query'
import type { Db } from '../../db/db'
import type { BusinessSearchFilters } from '../../db/repositories/business-search-request'
import { listAmenities, listCities } from '../../db/repositories/business-search.repository'
import { searchDirectory } from '../search/directory-search'

// What the listing's route reads from the contract (server/routes/business-query.ts) is the search's own terms.
export type { BusinessSearch, BusinessSearchFilters } from '../../db/repositories/business-search-request'

/** What the listing can be narrowed by: the towns with public businesses (the largest first) and the amenities. */
export async function listingFilters(db: Db) {
  const [cities, amenities] = await Promise.all([listCities(db), listAmenities(db)])
  return { cities, amenities }
}

/** The map's businesses: the listing's own search, so it shows exactly what the list would page through. */
export async function mapSearch(
  db: Db,
  index: CategoryIndex<CategoryRow>,
  filters: BusinessSearchFilters,
  query: { q: string | undefined; limit: number },
) {
  const search = { ...filters, sort: DEFAULT_BUSINESS_SORT, limit: query.limit, offset: 0 }
  return (await searchDirectory(db, index, search, query.q)).page
}
