import type { CategoryIndex } from '@domain/category/category-tree'
import type { Db } from '../../db/db'
import {
  countAllBusinesses,
  countBusinessesPerCategory,
  type CategoryRecord,
} from '../../db/repositories/categories.repository'
import { ServiceError } from '../service-error'
import { loadCategoryIndex } from './category-index'

type Counted<T> = { index: CategoryIndex<CategoryRecord>; counts: Map<number, number> } & T

// The directory's category tree as visitors browse it, with the number of listed businesses in each category.

/** The whole tree with the number of listed businesses, and each category's count when asked. */
export async function categoryListing(
  db: Db,
  withCounts: boolean,
): Promise<{
  index: CategoryIndex<CategoryRecord>
  counts: Map<number, number> | undefined
  businesses: number
}> {
  const [index, counts, businesses] = await Promise.all([
    loadCategoryIndex(db),
    withCounts ? countBusinessesPerCategory(db) : undefined,
    countAllBusinesses(db),
  ])
  return { index, counts, businesses }
}

/** The top-level categories with the most businesses first (their own order between equals), `limit` of them. */
export async function popularCategories(
  db: Db,
  limit: number,
): Promise<Counted<{ categories: CategoryRecord[] }>> {
  const [index, counts] = await Promise.all([loadCategoryIndex(db), countBusinessesPerCategory(db)])
  const count = (c: CategoryRecord) => counts.get(c.id) ?? 0
  const categories = [...index.childrenOfId(null)]
    .sort((a, b) => count(b) - count(a) || a.sortOrder - b.sortOrder)
    .slice(0, limit)
  return { index, counts, categories }
}

/** The category at a path of slugs from the top (404 CATEGORY_NOT_FOUND when there is none). */
export async function categoryAtPath(
  db: Db,
  segments: readonly string[],
): Promise<Counted<{ category: CategoryRecord }>> {
  const [index, counts] = await Promise.all([loadCategoryIndex(db), countBusinessesPerCategory(db)])
  const category = index.resolvePath(segments)
  if (!category)
    throw new ServiceError('CATEGORY_NOT_FOUND', `There is no category at "${segments.join('/')}".`)
  return { index, counts, category }
}
