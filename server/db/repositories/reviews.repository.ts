import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { ReviewFlag } from '@domain/moderation/moderation'
import type { Db } from '../db'
import { businesses, reviewPhotos, reviewReplies, reviews } from '../schema'
import { isPublicBusiness } from './businesses.repository'

/** Only published reviews are public (held and hidden ones never are) and counted in the rating. */
export const isPublishedReview = eq(reviews.status, 'published')

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
  const where = and(eq(reviews.businessId, query.businessId), isPublishedReview)
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
  /** Held until an admin approves it when the automatic checks flagged it (an empty list publishes it). */
  flags: ReviewFlag[]
  authorAddress: string
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
        status: review.flags.length > 0 ? 'held' : 'published',
        flags: review.flags,
        authorAddress: review.authorAddress,
      })
      .onConflictDoNothing({ target: [reviews.businessId, reviews.userId] })
      .returning()
    if (!created) return { outcome: 'already-reviewed' }
    if (review.photos.length > 0) {
      await tx
        .insert(reviewPhotos)
        .values(review.photos.map((p, position) => ({ reviewId: created.id, position, ...p })))
    }
    const totals = await recomputeRating(tx, review.businessId)
    return {
      outcome: 'created',
      review: { ...created, photoKeys: review.photos.map((p) => p.storageKey), reply: null },
      ...totals,
    }
  })
}

/**
 * Writes the business's rating (mean to one decimal) and review count from its published reviews; call inside the
 * transaction that changed a review, with the business row locked.
 */
export async function recomputeRating(
  db: Db,
  businessId: number,
): Promise<{ rating: number; reviewCount: number }> {
  const published = and(eq(reviews.businessId, businessId), isPublishedReview)
  const [totals] = await db
    .update(businesses)
    .set({
      rating: sql`(select coalesce(round(avg(${reviews.rating})::numeric, 1), 0)::real from ${reviews} where ${published})`,
      reviewCount: sql`(select count(*)::int from ${reviews} where ${published})`,
    })
    .where(eq(businesses.id, businessId))
    .returning({ rating: businesses.rating, reviewCount: businesses.reviewCount })
  return { rating: totals?.rating ?? 0, reviewCount: totals?.reviewCount ?? 0 }
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
