import type { CategoryIndex, CategoryRow } from '@domain/category/category-tree'
import { ServiceError } from '../service-error'

// The rules both category trees (the directory's and the blog's) follow when an admin edits them.

/** The parent must exist, and a category cannot move under itself or one of its descendants. */
export function checkParent<T extends CategoryRow>(
  index: CategoryIndex<T>,
  categoryId: number | null,
  parentId: number | null,
): void {
  if (parentId === null) return
  if (!index.get(parentId))
    throw new ServiceError('CATEGORY_NOT_FOUND', 'The parent category does not exist.')
  if (categoryId !== null && index.subtreeIds(categoryId).includes(parentId))
    throw new ServiceError(
      'CATEGORY_CYCLE',
      'A category cannot move under itself or one of its subcategories.',
    )
}

export function checkSlugFree<T extends CategoryRow>(
  index: CategoryIndex<T>,
  categoryId: number | null,
  slug: string,
): void {
  const holder = index.findBySlug(slug)
  if (holder && holder.id !== categoryId)
    throw new ServiceError('CATEGORY_SLUG_TAKEN', `Another category already has the slug "${slug}".`)
}

export function existing<T extends CategoryRow>(index: CategoryIndex<T>, id: number): T {
  const category = index.get(id)
  if (!category) throw new ServiceError('CATEGORY_NOT_FOUND', 'No category has this id.')
  return category
}

/** A new order must name every sibling exactly once (an order made from a stale page is refused, not guessed). */
export function checkSiblingOrder<T extends CategoryRow>(
  index: CategoryIndex<T>,
  parentId: number | null,
  ids: readonly number[],
): void {
  if (parentId !== null) existing(index, parentId)
  const siblings = index.childrenOfId(parentId).map((c) => c.id)
  if (!sameMembers(siblings, ids))
    throw new ServiceError(
      'ORDER_MISMATCH',
      'The order must list every category under this parent exactly once.',
    )
}

export function sameMembers(a: readonly number[], b: readonly number[]): boolean {
  const set = new Set(a)
  return a.length === b.length && b.every((id) => set.has(id)) && new Set(b).size === b.length
}

/** A new category goes after its siblings unless the admin gave it a place. */
export function placeOf<T extends CategoryRow>(
  index: CategoryIndex<T>,
  parentId: number | null,
  sortOrder: number | undefined,
): number {
  if (sortOrder !== undefined) return sortOrder
  const siblings = index.childrenOfId(parentId)
  return siblings.reduce((max, c) => Math.max(max, c.sortOrder + 1), 0)
}

/** Why a category cannot be removed yet, or null when nothing uses it. */
export function inUseReason(what: string, users: number, children: number): string | null {
  const reasons = [
    users > 0 ? `${users} ${what}${users === 1 ? '' : 's'}` : null,
    children > 0 ? `${children} subcategor${children === 1 ? 'y' : 'ies'}` : null,
  ].filter((r) => r !== null)
  return reasons.length > 0
    ? `This category is still used by ${reasons.join(' and ')}; move them first.`
    : null
}
