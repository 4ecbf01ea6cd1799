import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../connect'
import { businesses, reviewPhotos, reviews } from '../schema'
import { isPublicBusiness } from './businesses.repository'

export type ReviewRecord = typeof reviews.$inferSelect & {
  /** Storage keys of the review's photos, in order. */
  photoKeys: string[]
}

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
  const photos = await photoKeysOf(
    db,
    rows.map((r) => r.id),
  )
  return {
    reviews: rows.map((r) => ({ ...r, photoKeys: photos.get(r.id) ?? [] })),
    total: Number(count?.n ?? 0),
  }
}

export type NewReview = {
  businessId: number
  userId: number
  authorName: string
  rating: number
  body: string
  language: string
  createdAt: Date
  photos: Array<{ storageKey: string; contentType: string; byteSize: number }>
}

export type CreateReviewResult =
  | { outcome: 'created'; review: ReviewRecord; rating: number; reviewCount: number }
  | { outcome: 'no-business' }
  | { outcome: 'already-reviewed' }

/**
 * Adds a review with its photos and recomputes the business's rating (mean to one decimal) and review count, all
 * in one transaction. The business row is locked first, so concurrent reviews of one business count each other.
 */
export async function createReview(db: Db, review: NewReview): Promise<CreateReviewResult> {
  return db.transaction(async (tx) => {
    const [business] = await tx
      .select({ id: businesses.id })
      .from(businesses)
      .where(and(isPublicBusiness, eq(businesses.id, review.businessId)))
      .for('update')
    if (!business) return { outcome: 'no-business' }
    // The unique index (business, user) decides: a second review by the same user inserts nothing.
    const [created] = await tx
      .insert(reviews)
      .values({
        businessId: review.businessId,
        userId: review.userId,
        authorName: review.authorName,
        rating: review.rating,
        title: null,
        body: review.body,
        language: review.language,
        createdAt: review.createdAt,
      })
      .onConflictDoNothing({ target: [reviews.businessId, reviews.userId] })
      .returning()
    if (!created) return { outcome: 'already-reviewed' }
    if (review.photos.length > 0) {
      await tx
        .insert(reviewPhotos)
        .values(review.photos.map((p, position) => ({ reviewId: created.id, position, ...p })))
    }
    const [totals] = await tx
      .update(businesses)
      .set({
        rating: sql`(select coalesce(round(avg(${reviews.rating})::numeric, 1), 0)::real from ${reviews} where ${reviews.businessId} = ${review.businessId})`,
        reviewCount: sql`(select count(*)::int from ${reviews} where ${reviews.businessId} = ${review.businessId})`,
      })
      .where(eq(businesses.id, review.businessId))
      .returning({ rating: businesses.rating, reviewCount: businesses.reviewCount })
    return {
      outcome: 'created',
      review: { ...created, photoKeys: review.photos.map((p) => p.storageKey) },
      rating: totals?.rating ?? 0,
      reviewCount: totals?.reviewCount ?? 0,
    }
  })
}

async function photoKeysOf(db: Db, reviewIds: number[]): Promise<Map<number, string[]>> {
  const byReview = new Map<number, string[]>()
  if (reviewIds.length === 0) return byReview
  const rows = await db
    .select({ reviewId: reviewPhotos.reviewId, key: reviewPhotos.storageKey })
    .from(reviewPhotos)
    .where(inArray(reviewPhotos.reviewId, reviewIds))
    .orderBy(asc(reviewPhotos.reviewId), asc(reviewPhotos.position))
  for (const row of rows) byReview.set(row.reviewId, [...(byReview.get(row.reviewId) ?? []), row.key])
  return byReview
}
