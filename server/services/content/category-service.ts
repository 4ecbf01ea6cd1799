import type { CategoryIndex, CategoryRow } from '@domain/category/category-tree'
import type { LocalizedText } from '@domain/i18n/localized-text'
import type { Db } from '../../db/db'
import { ServiceError } from '../service-error'
import { checkParent, checkSlugFree, existing, inUseReason, placeOf } from './category-rules'

type Described = CategoryRow & { description: LocalizedText }

/** What an admin sends for a category of either tree: the place and the description may be left out. */
export type CategoryInputBase = Pick<CategoryRow, 'slug' | 'name' | 'parentId'> & {
  sortOrder?: number
  description?: LocalizedText
}

/** One category table (the directory's or the blog's): its tree, its writes, and what lists a category. */
export type CategoryTable<R extends Described, I extends CategoryInputBase> = {
  /** What lists a category, for the refusal to delete one in use ('business', 'article'). */
  usedBy: string
  loadIndex(db: Db): Promise<CategoryIndex<R>>
  insert(db: Db, values: Omit<R, 'id'>): Promise<R>
  update(db: Db, id: number, values: Omit<R, 'id'>): Promise<R | undefined | null>
  remove(db: Db, id: number): Promise<void>
  countUsers(db: Db, id: number): Promise<number>
  /** The row's values from the input, once its place and description are decided. */
  values(input: I, sortOrder: number, description: LocalizedText): Omit<R, 'id'>
}

/**
 * Create, edit and delete for a category tree, with the rules both trees follow. The tables are small (tens of
 * rows): every rule reads the whole tree once.
 */
export function categoryService<R extends Described, I extends CategoryInputBase>(
  table: CategoryTable<R, I>,
) {
  return {
    async create(db: Db, input: I): Promise<R> {
      const index = await table.loadIndex(db)
      checkParent(index, null, input.parentId)
      checkSlugFree(index, null, input.slug)
      const sortOrder = placeOf(index, input.parentId, input.sortOrder)
      return table.insert(db, table.values(input, sortOrder, input.description ?? {}))
    },

    /** Resolves with the category before and after the change. */
    async update(db: Db, id: number, input: I): Promise<{ before: R; after: R }> {
      const index = await table.loadIndex(db)
      const before = existing(index, id)
      checkParent(index, id, input.parentId)
      checkSlugFree(index, id, input.slug)
      const moved = before.parentId !== input.parentId
      const sortOrder =
        input.sortOrder ?? (moved ? placeOf(index, input.parentId, undefined) : before.sortOrder)
      const after = await table.update(
        db,
        id,
        table.values(input, sortOrder, input.description ?? before.description),
      )
      if (!after) throw new ServiceError('CATEGORY_NOT_FOUND', 'No category has this id.')
      return { before, after }
    },

    /** Refused while something or a subcategory uses it; resolves with the removed category. */
    async remove(db: Db, id: number): Promise<R> {
      const index = await table.loadIndex(db)
      const category = existing(index, id)
      const reason = inUseReason(table.usedBy, await table.countUsers(db, id), index.childrenOfId(id).length)
      if (reason) throw new ServiceError('CATEGORY_IN_USE', reason)
      await table.remove(db, id)
      return category
    },
  }
}
