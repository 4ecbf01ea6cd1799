import type { AnalyticsPeriod } from '@domain/plans/analytics-depth'
import type { BusinessPlanView } from '@domain/plans/plan-features'
import type {
  AnalyticsReport,
  CardCode,
  Inbox,
  InboxItem,
  LeadDraft,
  OwnerPhotos,
  OwnerReviews,
  SentMessage,
} from '@domain/owners/owner-tools'
import type { Review } from '@domain/review/review'

/**
 * What an owner runs for a business from the Business Portal, and what visitors send a business. Every method
 * rejects with ApiError: 'owner.unavailable' for reads, 'owner.saveFailed' for changes, 'inbox.sendFailed' for
 * a visitor's lead or message; its serverCode says why (PLAN_LIMIT, INVALID_IMAGE, NOT_YOUR_BUSINESS, RATE_LIMITED).
 */
export interface OwnerToolsPort {
  /**
   * The business's plan and its 21 features, for its owner and its visitors alike. Rejects with `ApiError`
   * 'plan.unavailable' or `NetworkError`; the caller falls back to Basic (spec §8).
   */
  plan(businessId: number): Promise<BusinessPlanView>
  photos(businessId: number): Promise<OwnerPhotos>
  /** Resolves with the photos after the upload; PLAN_LIMIT beyond max_images, INVALID_IMAGE for a non-image. */
  uploadPhoto(businessId: number, photo: Blob): Promise<OwnerPhotos>
  deletePhoto(businessId: number, photoId: number): Promise<OwnerPhotos>
  reorderPhotos(businessId: number, photoIds: number[]): Promise<OwnerPhotos>
  setCover(businessId: number, photoId: number): Promise<OwnerPhotos>
  uploadLogo(businessId: number, logo: Blob): Promise<OwnerPhotos>
  /** PLAN_LIMIT for more days than the plan's analytics level shows. */
  analytics(businessId: number, days: AnalyticsPeriod): Promise<AnalyticsReport>
  reviews(businessId: number, isUnansweredOnly: boolean): Promise<OwnerReviews>
  /** Writes or edits the one reply; resolves with the review as it is now shown. */
  reply(reviewId: number, text: string): Promise<Review>
  inbox(businessId: number): Promise<Inbox>
  markRead(businessId: number, itemId: number): Promise<InboxItem>
  answer(businessId: number, itemId: number, text: string): Promise<InboxItem>
  /** A visitor's quote request; PLAN_LIMIT when the plan has no lead form, RATE_LIMITED when throttled. */
  sendLead(businessId: number, lead: LeadDraft): Promise<void>
  /** A signed-in visitor's message; PLAN_LIMIT when the plan has no direct messages. */
  sendMessage(businessId: number, message: string): Promise<void>
  /** The signed-in user's messages to businesses, with the answers. */
  sentMessages(): Promise<SentMessage[]>
  /** The virtual card's QR codes (empty when the business has none). */
  cardCodes(businessId: number): Promise<CardCode[]>
}
