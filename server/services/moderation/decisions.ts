import {
  MAX_HIDE_REASON,
  MIN_HIDE_REASON,
  type QueuePhoto,
  type QueueReview,
} from '@domain/moderation/moderation'
import { pickText } from '@domain/i18n/localized-text'
import { normalizeLocale } from '@domain/i18n/resolve-locale'
import type { Db } from '../../db/db'
import { removeBusinessPhoto } from '../../db/repositories/business-photos.repository'
import { findClaimBusiness } from '../../db/repositories/claims.repository'
import {
  changeReviewStatus,
  findPhoto,
  findReview,
  resolvePhotoReports,
  setPhotoHidden,
  type PhotoRow,
  type ReviewRow,
} from '../../db/repositories/moderation.repository'
import { findUserById } from '../../db/repositories/users.repository'
import type { MailPort } from '../mail/mail.port'
import { ServiceError } from '../service-error'
import { uploadUrl, type FileStoragePort } from '../storage/file-storage.port'
import { photoNotFound, queuePhoto, queueReview, reviewNotFound } from './moderation-views'
import { reviewHiddenMail } from './review-hidden-mail'

export type ModerationDeps = { db: Db; clock: () => Date; mail: MailPort; storage: FileStoragePort }
/** The state before the change, for the audit trail. */
export type Before = (state: unknown) => void

/** Hides a review with a reason; the rating follows at once and the author is mailed the reason. */
export async function hideReview(
  deps: ModerationDeps,
  adminId: number,
  id: number,
  reason: string,
  before: Before,
): Promise<QueueReview> {
  const review = await reviewToChange(deps.db, id, before)
  if (review.status === 'hidden') throw nothingToDecide('This review is already hidden.')
  const text = hideReason(reason)
  await changeReviewStatus(deps.db, review, { to: 'hidden', reason: text, at: deps.clock() }, adminId)
  await mailAuthor(deps, review, text)
  return queueReview(deps.db, id)
}

/** Makes a hidden review public again. */
export async function restoreReview(
  deps: ModerationDeps,
  adminId: number,
  id: number,
  before: Before,
): Promise<QueueReview> {
  const review = await reviewToChange(deps.db, id, before)
  if (review.status !== 'hidden') throw nothingToDecide('This review is not hidden.')
  await changeReviewStatus(deps.db, review, { to: 'published', at: deps.clock(), resolution: null }, adminId)
  return queueReview(deps.db, id)
}

/** Publishes a held review and dismisses the review's open reports. */
export async function approveReview(
  deps: ModerationDeps,
  adminId: number,
  id: number,
  before: Before,
): Promise<QueueReview> {
  const review = await reviewToChange(deps.db, id, before)
  const current = await queueReview(deps.db, id)
  const hasOpenReports = current.reports.some((r) => r.isOpen)
  if (review.status === 'hidden' || (review.status === 'published' && !hasOpenReports))
    throw nothingToDecide('This review is neither waiting for a check nor reported.')
  await changeReviewStatus(
    deps.db,
    review,
    { to: 'published', at: deps.clock(), resolution: 'dismissed' },
    adminId,
  )
  return queueReview(deps.db, id)
}

export async function hidePhoto(
  deps: ModerationDeps,
  adminId: number,
  id: number,
  reason: string,
  before: Before,
): Promise<QueuePhoto> {
  const photo = await photoToChange(deps.db, id, before)
  if (photo.hiddenAt !== null) throw nothingToDecide('This photo is already hidden.')
  const at = deps.clock()
  await setPhotoHidden(deps.db, photo, { at, reason: hideReason(reason) }, uploadUrl)
  await resolvePhotoReports(deps.db, id, 'hidden', adminId, at)
  return queuePhoto(deps.db, id)
}

export async function restorePhoto(deps: ModerationDeps, id: number, before: Before): Promise<QueuePhoto> {
  const photo = await photoToChange(deps.db, id, before)
  if (photo.hiddenAt === null) throw nothingToDecide('This photo is not hidden.')
  await setPhotoHidden(deps.db, photo, null, uploadUrl)
  return queuePhoto(deps.db, id)
}

export async function dismissPhotoReports(
  deps: ModerationDeps,
  adminId: number,
  id: number,
  before: Before,
): Promise<QueuePhoto> {
  await photoToChange(deps.db, id, before)
  if ((await resolvePhotoReports(deps.db, id, 'dismissed', adminId, deps.clock())) === 0)
    throw nothingToDecide('This photo has no open report.')
  return queuePhoto(deps.db, id)
}

/** Deletes a photo and its files; its reports go with it. */
export async function deletePhoto(deps: ModerationDeps, id: number, before: Before): Promise<{ id: number }> {
  const photo = await photoToChange(deps.db, id, before)
  const removed = await removeBusinessPhoto(deps.db, photo.businessId, photo.id, uploadUrl)
  if (!removed) throw photoNotFound()
  await Promise.all([deps.storage.remove(removed.displayKey), deps.storage.remove(removed.thumbKey)])
  return { id }
}

async function reviewToChange(db: Db, id: number, before: Before): Promise<ReviewRow> {
  const review = await findReview(db, id)
  if (!review) throw reviewNotFound()
  before(await queueReview(db, id))
  return review
}

async function photoToChange(db: Db, id: number, before: Before): Promise<PhotoRow> {
  const photo = await findPhoto(db, id)
  if (!photo) throw photoNotFound()
  before(await queuePhoto(db, id))
  return photo
}

function hideReason(reason: string): string {
  const text = reason.trim()
  if (text.length < MIN_HIDE_REASON || text.length > MAX_HIDE_REASON)
    throw new ServiceError('REASON_REQUIRED', "Say why it is hidden: a review's author is told the reason.")
  return text
}

function nothingToDecide(message: string): ServiceError {
  return new ServiceError('NOTHING_TO_DECIDE', message)
}

/** The author of a hidden review is told why, in their language; reviews without an account are not mailed. */
async function mailAuthor(deps: ModerationDeps, review: ReviewRow, reason: string): Promise<void> {
  const [author, business] = await Promise.all([
    review.userId === null ? null : findUserById(deps.db, review.userId),
    findClaimBusiness(deps.db, review.businessId),
  ])
  if (!author || !business) return
  const language = normalizeLocale(author.language) ?? 'en'
  await deps.mail.send(
    reviewHiddenMail(
      { email: author.email, name: author.name, language },
      pickText(business.name, language),
      reason,
    ),
  )
}
