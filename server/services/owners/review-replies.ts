import { canUse } from '@domain/plans/plan-features'
import type { Db } from '../../db/db'
import {
  listBusinessReviewsForOwner,
  reviewBusinessId,
  saveReply,
} from '../../db/repositories/review-replies.repository'
import type { ReviewRecord } from '../../db/repositories/reviews.repository'
import type { UserRecord } from '../../db/repositories/users.repository'
import { businessPlan, planLimit } from '../plans/business-plan'
import { ServiceError } from '../service-error'
import { managedBusiness } from './business-access'

/**
 * Every review of a business the user manages, newest first (only the unanswered ones when asked), and whether
 * its plan lets the owner reply.
 */
export async function ownerReviews(
  db: Db,
  user: UserRecord,
  businessId: number,
  isUnansweredOnly: boolean,
  now: Date,
): Promise<{ reviews: ReviewRecord[]; canReply: boolean }> {
  await managedBusiness(db, user, businessId)
  const [reviews, plan] = await Promise.all([
    listBusinessReviewsForOwner(db, businessId, isUnansweredOnly),
    businessPlan(db, businessId, now),
  ])
  return { reviews, canReply: canUse(plan.features, 'reply_to_reviews') }
}

/**
 * The owner's one public reply to a review (replying again edits it): only the owner of the review's business
 * or an admin, and only when the business's plan has `reply_to_reviews`.
 */
export async function replyToReview(
  db: Db,
  user: UserRecord,
  reviewId: number,
  text: string,
  now: Date,
): Promise<ReviewRecord> {
  const body = text.trim()
  if (!body) throw new ServiceError('VALIDATION_ERROR', 'Please write a reply.')
  const businessId = await reviewBusinessId(db, reviewId)
  if (businessId === null) throw new ServiceError('REVIEW_NOT_FOUND', 'There is no such review.')
  await managedBusiness(db, user, businessId)
  const { features } = await businessPlan(db, businessId, now)
  if (!canUse(features, 'reply_to_reviews'))
    throw planLimit(
      'reply_to_reviews',
      false,
      'Your plan does not include replies to reviews. Upgrade to reply.',
    )
  const review = await saveReply(db, { reviewId, authorId: user.id, body, at: now })
  if (!review) throw new ServiceError('REVIEW_NOT_FOUND', 'There is no such review.')
  return review
}
