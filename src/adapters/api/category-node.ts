import type { CategoryNode } from '@domain/category/category-node'
import type { Schemas } from './api-client'

/** The fields both category trees share, read once for the business and the article categories alike. */
export function toCategoryNode(c: Schemas['Category'] | Schemas['ArticleCategory']): CategoryNode {
  return {
    id: c.id,
    slug: c.slug,
    name: c.name,
    description: c.description,
    parentId: c.parentId,
    sortOrder: c.sortOrder,
    path: c.path,
  }
}
