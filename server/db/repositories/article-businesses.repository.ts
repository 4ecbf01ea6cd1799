import { and, inArray } from 'drizzle-orm'
import type { Db } from '../db'
import { businesses } from '../schema'
import {
  isPublicBusiness,
  summaryColumns,
  withCategoryIds,
  type BusinessSummaryRecord,
} from './businesses.repository'

/**
 * The public businesses among an article's related ones, in the editor's order. The ids are stored on the article
 * when it is saved; a business unpublished, rejected or merged away since then is simply not found.
 */
export async function listPublicBusinessesByIds(
  db: Db,
  ids: readonly number[],
): Promise<BusinessSummaryRecord[]> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return []
  const rows = await db
    .select(summaryColumns)
    .from(businesses)
    .where(and(isPublicBusiness, inArray(businesses.id, unique)))
  const byId = new Map((await withCategoryIds(db, rows)).map((b) => [b.id, b]))
  return unique.flatMap((id) => byId.get(id) ?? [])
}
