import type {
  ModerationFilter,
  ModerationPage,
  PublicPhoto,
  QueuePhoto,
  QueueReview,
  ReportableItem,
} from '@domain/moderation/moderation'

/**
 * Reports of reviews and photos by visitors, and the admin's moderation of them. Failures reject with `ApiError`
 * ('report.failed' keeps the server's code: ALREADY_REPORTED, RATE_LIMITED, VALIDATION_ERROR;
 * 'moderation.unavailable' for reading, 'moderation.decisionFailed' for a decision) or `NetworkError`.
 */
export interface ModerationPort {
  report(kind: ReportableItem, id: number, reason: string): Promise<void>
  /** The business's uploaded photos with their ids (empty when the owner uploaded none). */
  businessPhotos(businessId: number): Promise<PublicPhoto[]>
  queue(filter: ModerationFilter): Promise<ModerationPage>
  /** A reviewer's reviews, hidden ones included, newest first. */
  reviewerReviews(userId: number): Promise<{ reviews: QueueReview[]; total: number }>
  hideReview(id: number, reason: string): Promise<QueueReview>
  restoreReview(id: number): Promise<QueueReview>
  approveReview(id: number): Promise<QueueReview>
  hidePhoto(id: number, reason: string): Promise<QueuePhoto>
  restorePhoto(id: number): Promise<QueuePhoto>
  dismissPhoto(id: number): Promise<QueuePhoto>
  deletePhoto(id: number): Promise<void>
}
