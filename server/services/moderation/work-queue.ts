import type { QueueClaim, QueueListing } from '@domain/claims/claim'
import {
  QUEUE_PAGE_SIZE,
  type QueuePhoto,
  type QueueReview,
  type QueueStatus,
  type QueueType,
} from '@domain/moderation/moderation'
import type { Db } from '../../db/db'
import {
  listPhotoQueue,
  listReviewQueue,
  listReviewsOfUser,
} from '../../db/repositories/moderation.repository'
import { claimQueue, listingQueue } from '../claims/claim-views'
import { toQueuePhotos, toQueueReviews } from './moderation-views'

export type QueuePage = { limit?: number; offset?: number }
export type WorkQueueRequest = QueuePage & { type?: QueueType; status?: QueueStatus }

/** One page of one kind of item; the lists of the other kinds are empty. */
export type WorkQueue = {
  type: QueueType
  status: QueueStatus
  total: number
  claims: QueueClaim[]
  listings: QueueListing[]
  reviews: QueueReview[]
  photos: QueuePhoto[]
}

/**
 * The admin's unified work queue: open claims unless asked otherwise, one page of them (20 by default). Resolved
 * claims are the approved and the rejected ones; resolved added businesses the rejected ones. Reviews and photos
 * are paged by the database, claims and businesses here.
 */
export async function workQueue(db: Db, request: WorkQueueRequest): Promise<WorkQueue> {
  const type = request.type ?? 'claim'
  const status = request.status ?? 'open'
  const page = { status, ...pageOf(request) }
  const empty = { type, status, total: 0, claims: [], listings: [], reviews: [], photos: [] }
  const slice = <T>(items: T[]) => items.slice(page.offset, page.offset + page.limit)
  switch (type) {
    case 'claim': {
      const claims =
        status === 'open'
          ? await claimQueue(db)
          : [...(await claimQueue(db, 'approved')), ...(await claimQueue(db, 'rejected'))]
      return { ...empty, total: claims.length, claims: slice(claims) }
    }
    case 'business': {
      const listings = await listingQueue(db, status === 'open' ? 'pending_review' : 'rejected')
      return { ...empty, total: listings.length, listings: slice(listings) }
    }
    case 'review': {
      const { rows, total } = await listReviewQueue(db, page)
      return { ...empty, total, reviews: await toQueueReviews(db, rows) }
    }
    case 'photo': {
      const { rows, total } = await listPhotoQueue(db, page)
      return { ...empty, total, photos: await toQueuePhotos(db, rows) }
    }
  }
}

/** One page of the reviews an account wrote, with their reports, for the admin's user page. */
export async function reviewsOfUser(
  db: Db,
  userId: number,
  request: QueuePage,
): Promise<{ reviews: QueueReview[]; total: number }> {
  const { rows, total } = await listReviewsOfUser(db, userId, pageOf(request))
  return { reviews: await toQueueReviews(db, rows), total }
}

function pageOf({ limit, offset }: QueuePage) {
  return { limit: limit ?? QUEUE_PAGE_SIZE, offset: offset ?? 0 }
}
