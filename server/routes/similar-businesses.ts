import { SIMILAR_BUSINESSES_COUNT } from '@domain/paging/page-sizes'
import { loadCategoryIndex } from '../db/repositories/categories.repository'
import { findBusinessPlacement, listNearestInCategories } from '../db/repositories/similar.repository'
import type { AppDeps } from '../deps'
import { notFound } from '../http-error'
import { toBusinessSummary } from '../mappers/business.mapper'
import type { OperationHandlers } from './operation'

export function createSimilarBusinessHandlers({ db }: AppDeps): OperationHandlers {
  return {
    async listSimilarBusinesses({ path, query }) {
      const placement = await findBusinessPlacement(db, path.id)
      if (!placement)
        throw notFound('Failed to fetch business: no business has this id or slug.', 'BUSINESS_NOT_FOUND')
      const index = await loadCategoryIndex(db)
      const primary = placement.categoryIds[0]
      // "Same category" means the same top-level category: a taverna's neighbours include the cafés.
      const top = primary === undefined ? undefined : (index.ancestorsOf(primary)[0] ?? index.get(primary))
      const rows = top
        ? await listNearestInCategories(db, {
            excludeId: path.id,
            categoryIds: index.subtreeIds(top.id),
            lat: placement.lat,
            lng: placement.lng,
            limit: query.limit ?? SIMILAR_BUSINESSES_COUNT,
          })
        : []
      return { success: true, data: rows.map((b) => toBusinessSummary(index, b)) }
    },
  }
}
