import type { Db } from '../../db/connect'
import { loadCategoryIndex, type CategoryRecord } from '../../db/repositories/categories.repository'
import * as editing from '../../db/repositories/content-editing.repository'
import { ServiceError } from '../service-error'
import {
  checkParent,
  checkSiblingOrder,
  checkSlugFree,
  existing,
  inUseReason,
  placeOf,
} from './category-rules'

export type CategoryInput = Omit<editing.CategoryValues, 'sortOrder' | 'description'> & {
  sortOrder?: number
  description?: CategoryRecord['description']
}

// The directory's category tree as the admin edits it. The table is small (tens of rows): every rule reads the
// whole tree once.

export async function createCategory(db: Db, input: CategoryInput): Promise<CategoryRecord> {
  const index = await loadCategoryIndex(db)
  checkParent(index, null, input.parentId)
  checkSlugFree(index, null, input.slug)
  return editing.insertCategory(db, values(input, placeOf(index, input.parentId, input.sortOrder)))
}

/** Resolves with the category before and after the change. */
export async function updateCategory(
  db: Db,
  id: number,
  input: CategoryInput,
): Promise<{ before: CategoryRecord; after: CategoryRecord }> {
  const index = await loadCategoryIndex(db)
  const before = existing(index, id)
  checkParent(index, id, input.parentId)
  checkSlugFree(index, id, input.slug)
  const moved = before.parentId !== input.parentId
  const sortOrder = input.sortOrder ?? (moved ? placeOf(index, input.parentId, undefined) : before.sortOrder)
  const after = await editing.updateCategory(db, id, {
    ...values(input, sortOrder),
    description: input.description ?? before.description,
  })
  if (!after) throw new ServiceError('CATEGORY_NOT_FOUND', 'No category has this id.')
  return { before, after }
}

/** Refused while a business or a subcategory uses it; resolves with the removed category. */
export async function deleteCategory(db: Db, id: number): Promise<CategoryRecord> {
  const index = await loadCategoryIndex(db)
  const category = existing(index, id)
  const reason = inUseReason(
    'business',
    await editing.countBusinessesInCategory(db, id),
    index.childrenOfId(id).length,
  )
  if (reason) throw new ServiceError('CATEGORY_IN_USE', reason)
  await editing.deleteCategory(db, id)
  return category
}

export async function reorderCategories(
  db: Db,
  parentId: number | null,
  ids: readonly number[],
): Promise<void> {
  checkSiblingOrder(await loadCategoryIndex(db), parentId, ids)
  await editing.writeCategoryOrder(db, ids)
}

function values(input: CategoryInput, sortOrder: number): editing.CategoryValues {
  return {
    slug: input.slug,
    name: input.name,
    description: input.description ?? {},
    parentId: input.parentId,
    sortOrder,
    icon: input.icon,
    color: input.color,
  }
}
