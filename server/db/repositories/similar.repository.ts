import { and, asc, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../db'
import { businessCategories, businesses } from '../schema'
import {
  inCategories,
  isPublicBusiness,
  summaryColumns,
  withCategoryIds,
  type BusinessSummaryRecord,
} from './businesses.repository'

export type SimilarQuery = {
  /** The business to find neighbours of; it is never in the result. */
  excludeId: number
  /** A business qualifies when it is listed in any of these categories. */
  categoryIds: number[]
  lat: number
  lng: number
  limit: number
}

/** Where a business is and which categories list it (primary first); null when there is no such public business. */
export async function findBusinessPlacement(
  db: Db,
  id: number,
): Promise<{ lat: number; lng: number; categoryIds: number[] } | null> {
  const [row] = await db
    .select({ lat: businesses.lat, lng: businesses.lng })
    .from(businesses)
    .where(and(isPublicBusiness, eq(businesses.id, id)))
    .limit(1)
  if (!row) return null
  const links = await db
    .select({ categoryId: businessCategories.categoryId })
    .from(businessCategories)
    .where(eq(businessCategories.businessId, id))
    .orderBy(asc(businessCategories.position), asc(businessCategories.categoryId))
  return { ...row, categoryIds: links.map((l) => l.categoryId) }
}

/**
 * Businesses in the given categories, nearest first. Cyprus is small enough for an equirectangular distance
 * (longitude scaled by cos(latitude)); plain arithmetic keeps it the same on PGlite and PostgreSQL 15.
 */
export async function listNearestInCategories(db: Db, query: SimilarQuery): Promise<BusinessSummaryRecord[]> {
  if (query.categoryIds.length === 0) return []
  const lngScale = Math.cos((query.lat * Math.PI) / 180)
  const distance = sql`((${businesses.lat} - ${query.lat}) * (${businesses.lat} - ${query.lat}) + (${businesses.lng} - ${query.lng}) * ${lngScale} * (${businesses.lng} - ${query.lng}) * ${lngScale})`
  const rows = await db
    .select(summaryColumns)
    .from(businesses)
    .where(and(isPublicBusiness, ne(businesses.id, query.excludeId), inCategories(db, query.categoryIds)))
    .orderBy(asc(distance), asc(businesses.id))
    .limit(query.limit)
  return withCategoryIds(db, rows)
}
