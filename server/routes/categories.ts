import { POPULAR_CATEGORIES_COUNT } from '@domain/paging/page-sizes'
import type { AppDeps } from '../deps'
import { toCategory, toCategoryRef, toCategoryTree } from '../mappers/business.mapper'
import { categoryAtPath, categoryListing, popularCategories } from '../services/content/directory-categories'
import type { OperationHandlers } from '../operation'

/** The `categories` tag: the business category tree, the popular categories and category paths. */
export function createCategoryHandlers({ db }: AppDeps): OperationHandlers {
  return {
    async listCategories({ query }) {
      const { index, counts, businesses } = await categoryListing(db, query.withCounts ?? false)
      const data = query.hierarchical
        ? toCategoryTree(index, null, counts)
        : index.flat().map((c) => toCategory(index, c, counts))
      return { success: true, data, totals: { categories: index.flat().length, businesses } }
    },

    async listPopularCategories({ query }) {
      const { index, counts, categories } = await popularCategories(
        db,
        query.limit ?? POPULAR_CATEGORIES_COUNT,
      )
      return { success: true, data: categories.map((c) => toCategory(index, c, counts)) }
    },

    async resolveCategoryPath({ body }) {
      const { index, counts, category } = await categoryAtPath(db, body.pathSegments)
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
