import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../connect'
import { businesses, reviewPhotos, reviewReplies, reviews } from '../schema'
import { isPublicBusiness } from './businesses.repository'

export type ReviewReplyRecord = { body: string; createdAt: Date; updatedAt: Date }

export type ReviewRecord = typeof reviews.$inferSelect & {
  /** Storage keys of the review's photos, in order. */
  photoKeys: string[]
  /** The business owner's answer; null until the owner answers. */
  reply: ReviewReplyRecord | null
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
  return { reviews: await withPhotosAndReplies(db, rows), total: Number(count?.n ?? 0) }
}

/** Reviews as rows of the reviews table, completed with their photos and the owner's reply. */
export async function withPhotosAndReplies(
  db: Db,
  rows: Array<typeof reviews.$inferSelect>,
): Promise<ReviewRecord[]> {
  const ids = rows.map((r) => r.id)
  const [photos, replies] = await Promise.all([photoKeysOf(db, ids), repliesOf(db, ids)])
  return rows.map((r) => ({ ...r, photoKeys: photos.get(r.id) ?? [], reply: replies.get(r.id) ?? null }))
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
      review: { ...created, photoKeys: review.photos.map((p) => p.storageKey), reply: null },
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

async function repliesOf(db: Db, reviewIds: number[]): Promise<Map<number, ReviewReplyRecord>> {
  if (reviewIds.length === 0) return new Map()
  const rows = await db
    .select({
      reviewId: reviewReplies.reviewId,
      body: reviewReplies.body,
      createdAt: reviewReplies.createdAt,
      updatedAt: reviewReplies.updatedAt,
    })
    .from(reviewReplies)
    .where(inArray(reviewReplies.reviewId, reviewIds))
  return new Map(rows.map(({ reviewId, ...reply }) => [reviewId, reply]))
}
