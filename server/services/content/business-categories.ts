import type { Db } from '../../db/db'
import type { CategoryRecord } from '../../db/repositories/categories.repository'
import { loadCategoryIndex } from './category-index'
import * as editing from '../../db/repositories/content-editing.repository'
import { checkSiblingOrder } from './category-rules'
import { categoryService } from './category-service'

export type CategoryInput = Omit<editing.CategoryValues, 'sortOrder' | 'description'> & {
  sortOrder?: number
  description?: CategoryRecord['description']
}

// The directory's category tree as the admin edits it; refused for deletion while a business or a subcategory
// uses it.
const directoryTree = categoryService<CategoryRecord, CategoryInput>({
  usedBy: 'business',
  loadIndex: loadCategoryIndex,
  insert: editing.insertCategory,
  update: editing.updateCategory,
  remove: editing.deleteCategory,
  countUsers: editing.countBusinessesInCategory,
  values: (input, sortOrder, description) => ({
    slug: input.slug,
    name: input.name,
    description,
    parentId: input.parentId,
    sortOrder,
    icon: input.icon,
    color: input.color,
  }),
})

export const createCategory = (db: Db, input: CategoryInput) => directoryTree.create(db, input)
/** Resolves with the category before and after the change. */
export const updateCategory = (db: Db, id: number, input: CategoryInput) =>
  directoryTree.update(db, id, input)
/** Resolves with the removed category. */
export const deleteCategory = (db: Db, id: number) => directoryTree.remove(db, id)

export async function reorderCategories(
  db: Db,
  parentId: number | null,
  ids: readonly number[],
): Promise<void> {
  checkSiblingOrder(await loadCategoryIndex(db), parentId, ids)
  await editing.writeCategoryOrder(db, ids)
}
