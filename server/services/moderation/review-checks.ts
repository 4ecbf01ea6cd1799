import { BURST_WINDOW_MS, comparableText, reviewFlags } from '@domain/moderation/review-flags'
import type { ReviewFlag } from '@domain/moderation/moderation'
import type { Db } from '../../db/db'
import { isRepeatedReviewText, reviewsSince } from '../../db/repositories/review-checks.repository'

export type ReviewAuthor = { userId: number; accountCreatedAt: Date; address: string }

/** The automatic checks on a review about to be written: the facts from the database, the rules from the domain. */
export async function checkNewReview(
  db: Db,
  text: string,
  author: ReviewAuthor,
  now: Date,
): Promise<ReviewFlag[]> {
  const [isRepeatedText, recentReviews] = await Promise.all([
    isRepeatedReviewText(db, comparableText(text), { userId: author.userId, address: author.address }),
    reviewsSince(db, author.userId, new Date(now.getTime() - BURST_WINDOW_MS)),
  ])
  return reviewFlags({
    text,
    isRepeatedText,
    accountAgeMs: now.getTime() - author.accountCreatedAt.getTime(),
    recentReviews,
  })
}
