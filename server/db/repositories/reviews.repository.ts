import { asc, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../connect'
import { reviews } from '../schema'

export type ReviewRecord = typeof reviews.$inferSelect

export async function listReviews(
  db: Db,
  query: { businessId: number; limit: number; offset: number },
): Promise<{ reviews: ReviewRecord[]; total: number }> {
  const where = eq(reviews.businessId, query.businessId)
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(where)
      .orderBy(desc(reviews.createdAt), asc(reviews.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(reviews)
      .where(where),
  ])
  return { reviews: rows, total: Number(count?.n ?? 0) }
}
