import type { components } from '../../openapi/schema.gen'
import type { CategoryIndex } from '@domain/category/category-tree'
import type { ArticleCategoryRecord } from '../db/repositories/articles.repository'

/** A blog category as the contract shows it, its path read from the index. */
export function toArticleCategory(
  index: CategoryIndex<ArticleCategoryRecord>,
  c: ArticleCategoryRecord,
): components['schemas']['ArticleCategory'] {
  return {
    id: c.id,
    slug: c.slug,
    name: c.name,
    description: c.description,
    parentId: c.parentId,
    sortOrder: c.sortOrder,
    path: index.pathOf(c.id),
  }
}
