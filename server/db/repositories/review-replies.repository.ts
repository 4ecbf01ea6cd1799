import { and, desc, eq, isNull, asc } from 'drizzle-orm'
import type { Db } from '../db'
import { reviewReplies, reviews } from '../schema'
import { withPhotosAndReplies, type ReviewRecord } from './reviews.repository'

/** Every review of a business, newest first; only those without a reply when `isUnansweredOnly`. */
export async function listBusinessReviewsForOwner(
  db: Db,
  businessId: number,
  isUnansweredOnly: boolean,
): Promise<ReviewRecord[]> {
  const rows = await db
    .select({ review: reviews })
    .from(reviews)
    .leftJoin(reviewReplies, eq(reviewReplies.reviewId, reviews.id))
    .where(and(eq(reviews.businessId, businessId), isUnansweredOnly ? isNull(reviewReplies.id) : undefined))
    .orderBy(desc(reviews.createdAt), asc(reviews.id))
    .limit(1000)
  return withPhotosAndReplies(
    db,
    rows.map((r) => r.review),
  )
}

/** The business a review belongs to, or null when there is no such review. */
export async function reviewBusinessId(db: Db, reviewId: number): Promise<number | null> {
  const [row] = await db
    .select({ businessId: reviews.businessId })
    .from(reviews)
    .where(eq(reviews.id, reviewId))
    .limit(1)
  return row?.businessId ?? null
}

/** Writes the one reply of a review (a second answer replaces the text) and resolves with the review. */
export async function saveReply(
  db: Db,
  reply: { reviewId: number; authorId: number; body: string; at: Date },
): Promise<ReviewRecord | null> {
  await db
    .insert(reviewReplies)
    .values({
      reviewId: reply.reviewId,
      authorId: reply.authorId,
      body: reply.body,
      createdAt: reply.at,
      updatedAt: reply.at,
    })
    .onConflictDoUpdate({
      target: reviewReplies.reviewId,
      set: { body: reply.body, authorId: reply.authorId, updatedAt: reply.at },
    })
  const rows = await db.select().from(reviews).where(eq(reviews.id, reply.reviewId)).limit(1)
  const [review] = await withPhotosAndReplies(db, rows)
  return review ?? null
}
