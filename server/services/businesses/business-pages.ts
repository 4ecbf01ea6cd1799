import type { CategoryIndex } from '@domain/category/category-tree'
import type { Db } from '../../db/db'
import * as businesses from '../../db/repositories/businesses.repository'
import type { BusinessDetailRecord, BusinessSummaryRecord } from '../../db/repositories/businesses.repository'
import type { CategoryRecord } from '../../db/repositories/categories.repository'
import { findBusinessPlacement, listNearestInCategories } from '../../db/repositories/similar.repository'
import { loadCategoryIndex } from '../content/category-index'
import { ServiceError } from '../service-error'

/** Records with the category tree the contract's category references are read from. */
type Indexed<T> = { index: CategoryIndex<CategoryRecord> } & T

/** The home page's short lists of public businesses. */
export type Showcase = 'featured' | 'highest-rated' | 'newest'
const SHOWCASES: Record<Showcase, (db: Db, limit: number) => Promise<BusinessSummaryRecord[]>> = {
  featured: businesses.listFeaturedBusinesses,
  'highest-rated': businesses.listHighestRatedBusinesses,
  newest: businesses.listNewestBusinesses,
}

// A business's public pages: one business by its id, slug or category path, a few by id, the home page's lists
// and the similar businesses nearby. A business that is not public is one that does not exist (404).

export async function showcase(
  db: Db,
  which: Showcase,
  limit: number,
): Promise<Indexed<{ rows: BusinessSummaryRecord[] }>> {
  const [index, rows] = await Promise.all([loadCategoryIndex(db), SHOWCASES[which](db, limit)])
  return { index, rows }
}

export async function businessById(db: Db, id: number): Promise<Indexed<{ business: BusinessDetailRecord }>> {
  return detail(db, await businesses.findBusinessById(db, id))
}

/** A renamed business keeps answering at its former slugs: `moved` names the current one. */
export async function businessBySlug(
  db: Db,
  slug: string,
): Promise<Indexed<{ business: BusinessDetailRecord }> | { movedTo: string }> {
  const record = await businesses.findBusinessBySlug(db, slug)
  const current = record ? null : await businesses.currentSlugOf(db, slug)
  return current ? { movedTo: current } : detail(db, record)
}

/**
 * Spec §2: a business by "category path / business slug"; the category path (full, or a trailing part such as the
 * category's own slug) must exist and the business must be listed in that category or below it.
 */
export async function businessByPath(
  db: Db,
  path: string,
): Promise<Indexed<{ business: BusinessDetailRecord }>> {
  const segments = path.split('/').filter(Boolean)
  const slug = segments.pop()
  if (!slug) throw new ServiceError('VALIDATION_ERROR', 'Business ID/slug is required')
  const record = await businesses.findBusinessBySlugOrFormer(db, slug)
  if (!record || segments.length === 0) return detail(db, record)
  const index = await loadCategoryIndex(db)
  const category = index.resolveTrail(segments)
  const within = category ? new Set(index.subtreeIds(category.id)) : new Set<number>()
  if (!record.categoryIds.some((id) => within.has(id))) throw notFound()
  return { index, business: record }
}

export async function businessesByIds(
  db: Db,
  ids: readonly number[],
): Promise<Indexed<{ rows: BusinessDetailRecord[] }>> {
  const [index, rows] = await Promise.all([loadCategoryIndex(db), businesses.findBusinessesByIds(db, ids)])
  return { index, rows }
}

/** The nearest public businesses of the same top-level category: a taverna's neighbours include the cafés. */
export async function similarBusinesses(
  db: Db,
  id: number,
  limit: number,
): Promise<Indexed<{ rows: BusinessSummaryRecord[] }>> {
  const placement = await findBusinessPlacement(db, id)
  if (!placement) throw notFound()
  const index = await loadCategoryIndex(db)
  const primary = placement.categoryIds[0]
  const top = primary === undefined ? undefined : (index.ancestorsOf(primary)[0] ?? index.get(primary))
  const rows = top
    ? await listNearestInCategories(db, {
        excludeId: id,
        categoryIds: index.subtreeIds(top.id),
        lat: placement.lat,
        lng: placement.lng,
        limit,
      })
    : []
  return { index, rows }
}

async function detail(
  db: Db,
  record: BusinessDetailRecord | null,
): Promise<Indexed<{ business: BusinessDetailRecord }>> {
  if (!record) throw notFound()
  return { index: await loadCategoryIndex(db), business: record }
}

function notFound() {
  return new ServiceError('BUSINESS_NOT_FOUND', 'Failed to fetch business: no business has this id or slug.')
}
