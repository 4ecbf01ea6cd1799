import type { Db } from '../../db/db'
import { businessExists } from '../../db/repositories/businesses.repository'
import {
  createReview,
  listReviews,
  type CreateReviewResult,
  type ReviewRecord,
} from '../../db/repositories/reviews.repository'
import type { UserRecord } from '../../db/repositories/users.repository'
import { DISPLAY_MAX_PX, processImage } from '../images/process-image'
import type { FileStoragePort } from '../storage/file-storage.port'
import { checkNewReview } from './review-checks'

/** A page of a public business's published reviews; null when no public business has this id. */
export async function publicReviewPage(
  db: Db,
  businessId: number,
  page: { limit: number; offset: number },
): Promise<{ reviews: ReviewRecord[]; total: number } | null> {
  if (!(await businessExists(db, businessId))) return null
  return listReviews(db, { businessId, ...page })
}

export type ReviewSubmission = {
  businessId: number
  rating: number
  text: string
  language: string
  /** The uploaded photos, already checked to be images. */
  files: readonly Buffer[]
  authorAddress: string
}

/**
 * Writes a review with its photos, held for an admin when the automatic checks flag it. Photos are stored like an
 * owner's: upright, without EXIF (the author's GPS position), as WebP; a review that is not written leaves no file.
 */
export async function submitReview(
  { db, storage }: { db: Db; storage: FileStoragePort },
  user: UserRecord,
  submission: ReviewSubmission,
  now: Date,
): Promise<CreateReviewResult> {
  const photos = await Promise.all(submission.files.map((bytes) => processImage(bytes, DISPLAY_MAX_PX)))
  const saved: string[] = []
  try {
    for (const photo of photos) saved.push(await storage.save('reviews', 'webp', photo.bytes))
    const author = { userId: user.id, accountCreatedAt: user.createdAt, address: submission.authorAddress }
    const result = await createReview(db, {
      businessId: submission.businessId,
      userId: user.id,
      authorName: user.name,
      rating: submission.rating,
      body: submission.text,
      language: submission.language,
      createdAt: now,
      flags: await checkNewReview(db, submission.text, author, now),
      authorAddress: submission.authorAddress,
      photos: photos.map((p, i) => ({
        storageKey: saved[i] ?? '',
        contentType: 'image/webp',
        byteSize: p.bytes.length,
      })),
    })
    if (result.outcome !== 'created') await removeAll(storage, saved)
    return result
  } catch (error) {
    await removeAll(storage, saved)
    throw error
  }
}

// Nothing refers to the files of a review that was not written.
async function removeAll(storage: FileStoragePort, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.remove(key)))
}
