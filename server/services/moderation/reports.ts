import { MAX_REPORT_REASON, reportReasonProblem, type PublicPhoto } from '@domain/moderation/moderation'
import type { Db } from '../../db/db'
import { listBusinessPhotos } from '../../db/repositories/business-photos.repository'
import { businessExists } from '../../db/repositories/businesses.repository'
import {
  insertPhotoReport,
  insertReviewReport,
  isPublicPhoto,
  isPublicReview,
} from '../../db/repositories/moderation.repository'
import { ServiceError } from '../service-error'
import { uploadUrl } from '../storage/file-storage.port'
import { photoNotFound, reviewNotFound } from './moderation-views'

/** Who reports: an account when signed in, else the client's address. */
export type Reporter = { userId: number | null; address: string }
export type ReportedItem = 'review' | 'photo'

/**
 * A visitor's or user's report of a public review or photo: stored for the admins' queue, one open report per
 * reporter and item. The item stays public until an admin decides.
 */
export async function report(
  db: Db,
  item: { kind: ReportedItem; id: number },
  reporter: Reporter,
  reason: string,
  at: Date,
): Promise<void> {
  const text = reason.trim()
  if (reportReasonProblem(text))
    throw new ServiceError(
      'VALIDATION_ERROR',
      `Say in 3 to ${MAX_REPORT_REASON} characters what is wrong with it.`,
    )
  const isReview = item.kind === 'review'
  if (!(await (isReview ? isPublicReview : isPublicPhoto)(db, item.id)))
    throw isReview ? reviewNotFound() : photoNotFound()
  const row = {
    itemId: item.id,
    reporterId: reporter.userId,
    reporterKey: reporter.userId === null ? `ip:${reporter.address}` : `user:${reporter.userId}`,
    reason: text,
    at,
  }
  if (!(await (isReview ? insertReviewReport : insertPhotoReport)(db, row)))
    throw new ServiceError(
      'ALREADY_REPORTED',
      `You have already reported this ${item.kind}; an admin will look at it.`,
    )
}

/** A business's photos that visitors see (and may report); the ones an admin hid are left out. */
export async function reportablePhotos(db: Db, businessId: number): Promise<PublicPhoto[]> {
  if (!(await businessExists(db, businessId)))
    throw new ServiceError('BUSINESS_NOT_FOUND', 'Failed to fetch photos: the business does not exist.')
  const photos = await listBusinessPhotos(db, businessId)
  return photos.filter((p) => p.hiddenAt === null).map((p) => ({ id: p.id, url: uploadUrl(p.displayKey) }))
}
