import type { ItemReport, QueuePhoto, QueueReview } from '@domain/moderation/moderation'
import type { Db } from '../../db/db'
import {
  findQueuePhoto,
  findQueueReview,
  reportsOfPhotos,
  reportsOfReviews,
  type QueuePhotoRow,
  type QueueReviewRow,
  type ReportRow,
} from '../../db/repositories/moderation.repository'
import { ServiceError } from '../service-error'
import { uploadUrl } from '../storage/file-storage.port'

/** Reviews with their reports, as the work queue shows them. */
export async function toQueueReviews(db: Db, rows: QueueReviewRow[]): Promise<QueueReview[]> {
  const reports = byItem(
    await reportsOfReviews(
      db,
      rows.map((r) => r.review.id),
    ),
  )
  return rows.map(({ review, business, authorEmail }) => ({
    id: review.id,
    status: review.status,
    flags: review.flags,
    rating: review.rating,
    body: review.body,
    language: review.language === 'el' || review.language === 'ru' ? review.language : 'en',
    createdAt: review.createdAt.toISOString(),
    hiddenReason: review.hiddenReason,
    business,
    author: { id: review.userId, name: review.authorName, email: authorEmail },
    reports: reports.get(review.id) ?? [],
  }))
}

export async function toQueuePhotos(db: Db, rows: QueuePhotoRow[]): Promise<QueuePhoto[]> {
  const reports = byItem(
    await reportsOfPhotos(
      db,
      rows.map((r) => r.photo.id),
    ),
  )
  return rows.map(({ photo, business }) => ({
    id: photo.id,
    url: uploadUrl(photo.thumbKey),
    isHidden: photo.hiddenAt !== null,
    hiddenReason: photo.hiddenReason,
    createdAt: photo.createdAt.toISOString(),
    business,
    reports: reports.get(photo.id) ?? [],
  }))
}

export async function queueReview(db: Db, id: number): Promise<QueueReview> {
  const row = await findQueueReview(db, id)
  const [review] = row ? await toQueueReviews(db, [row]) : []
  if (!review) throw reviewNotFound()
  return review
}

export async function queuePhoto(db: Db, id: number): Promise<QueuePhoto> {
  const row = await findQueuePhoto(db, id)
  const [photo] = row ? await toQueuePhotos(db, [row]) : []
  if (!photo) throw photoNotFound()
  return photo
}

export function reviewNotFound(): ServiceError {
  return new ServiceError('REVIEW_NOT_FOUND', 'There is no such review.')
}

export function photoNotFound(): ServiceError {
  return new ServiceError('PHOTO_NOT_FOUND', 'There is no such photo.')
}

function byItem(rows: ReportRow[]): Map<number, ItemReport[]> {
  const map = new Map<number, ItemReport[]>()
  for (const { itemId, createdAt, ...rest } of rows)
    map.set(itemId, [...(map.get(itemId) ?? []), { ...rest, createdAt: createdAt.toISOString() }])
  return map
}
