import type { Db } from '../../db/connect'
import {
  loadArticleCategoryIndex,
  type ArticleCategoryRecord,
} from '../../db/repositories/articles.repository'
import * as editing from '../../db/repositories/content-editing.repository'
import { ServiceError } from '../service-error'
import { checkParent, checkSlugFree, existing, inUseReason, placeOf } from './category-rules'

export type ArticleCategoryInput = Pick<editing.ArticleCategoryValues, 'slug' | 'name' | 'parentId'> & {
  sortOrder?: number
  description?: ArticleCategoryRecord['description']
}

export async function createArticleCategory(
  db: Db,
  input: ArticleCategoryInput,
): Promise<ArticleCategoryRecord> {
  const index = await loadArticleCategoryIndex(db)
  checkParent(index, null, input.parentId)
  checkSlugFree(index, null, input.slug)
  return editing.insertArticleCategory(db, {
    slug: input.slug,
    name: input.name,
    description: input.description ?? {},
    parentId: input.parentId,
    sortOrder: placeOf(index, input.parentId, input.sortOrder),
  })
}

export async function updateArticleCategory(
  db: Db,
  id: number,
  input: ArticleCategoryInput,
): Promise<{ before: ArticleCategoryRecord; after: ArticleCategoryRecord }> {
  const index = await loadArticleCategoryIndex(db)
  const before = existing(index, id)
  checkParent(index, id, input.parentId)
  checkSlugFree(index, id, input.slug)
  const moved = before.parentId !== input.parentId
  const after = await editing.updateArticleCategory(db, id, {
    slug: input.slug,
    name: input.name,
    description: input.description ?? before.description,
    parentId: input.parentId,
    sortOrder: input.sortOrder ?? (moved ? placeOf(index, input.parentId, undefined) : before.sortOrder),
  })
  if (!after) throw new ServiceError('CATEGORY_NOT_FOUND', 'No category has this id.')
  return { before, after }
}

/** Refused while an article (draft or published) or a subcategory uses it. */
export async function deleteArticleCategory(db: Db, id: number): Promise<ArticleCategoryRecord> {
  const index = await loadArticleCategoryIndex(db)
  const category = existing(index, id)
  const reason = inUseReason(
    'article',
    await editing.countArticlesInCategory(db, id),
    index.childrenOfId(id).length,
  )
  if (reason) throw new ServiceError('CATEGORY_IN_USE', reason)
  await editing.deleteArticleCategory(db, id)
  return category
}
