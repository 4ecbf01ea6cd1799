import { CategoryIndex } from '@domain/category/category-tree'
import type { Db } from '../../db/db'
import { listArticleCategories, type ArticleCategoryRecord } from '../../db/repositories/articles.repository'
import { listCategories, type CategoryRecord } from '../../db/repositories/categories.repository'

// Both trees are small (tens of rows), so lookups (a slug's subtree, a category's path, the records' mapping to the
// contract) go through an in-memory index read once per request.

/** The directory's category tree. */
export async function loadCategoryIndex(db: Db): Promise<CategoryIndex<CategoryRecord>> {
  return new CategoryIndex(await listCategories(db))
}

/** The blog's category tree. */
export async function loadArticleCategoryIndex(db: Db): Promise<CategoryIndex<ArticleCategoryRecord>> {
  return new CategoryIndex(await listArticleCategories(db))
}
