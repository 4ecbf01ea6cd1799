import { POPULAR_CATEGORIES_COUNT } from '@domain/paging/page-sizes'
import { countAllBusinesses, countBusinessesPerCategory } from '../db/repositories/categories.repository'
import { loadCategoryIndex } from '../services/content/category-index'
import type { AppDeps } from '../deps'
import { notFound } from '../http-error'
import { toCategory, toCategoryRef, toCategoryTree } from '../mappers/business.mapper'
import type { OperationHandlers } from '../operation'

/** The `categories` tag: the business category tree, the popular categories and category paths. */
export function createCategoryHandlers({ db }: AppDeps): OperationHandlers {
  return {
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
