import type { Db } from '../../db/db'
import type { ArticleCategoryRecord } from '../../db/repositories/articles.repository'
import * as editing from '../../db/repositories/content-editing.repository'
import { loadArticleCategoryIndex } from './category-index'
import { categoryService } from './category-service'

export type ArticleCategoryInput = Pick<editing.ArticleCategoryValues, 'slug' | 'name' | 'parentId'> & {
  sortOrder?: number
  description?: ArticleCategoryRecord['description']
}

// The blog's category tree as the admin edits it; refused for deletion while an article (draft or published) or
// a subcategory uses it.
const blogTree = categoryService<ArticleCategoryRecord, ArticleCategoryInput>({
  usedBy: 'article',
  loadIndex: loadArticleCategoryIndex,
  insert: editing.insertArticleCategory,
  update: editing.updateArticleCategory,
  remove: editing.deleteArticleCategory,
  countUsers: editing.countArticlesInCategory,
  values: (input, sortOrder, description) => ({
    slug: input.slug,
    name: input.name,
    description,
    parentId: input.parentId,
    sortOrder,
  }),
})

export const createArticleCategory = (db: Db, input: ArticleCategoryInput) => blogTree.create(db, input)
export const updateArticleCategory = (db: Db, id: number, input: ArticleCategoryInput) =>
  blogTree.update(db, id, input)
export const deleteArticleCategory = (db: Db, id: number) => blogTree.remove(db, id)
