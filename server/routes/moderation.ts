import type { QueueStatus, QueueType } from '@domain/moderation/moderation'
import { listBusinessPhotos } from '../db/repositories/business-photos.repository'
import { businessExists } from '../db/repositories/businesses.repository'
import { listPhotoQueue, listReviewQueue, listReviewsOfUser } from '../db/repositories/moderation.repository'
import type { HandlerDeps } from '../deps'
import { notFound } from '../http-error'
import { auditBefore } from '../plugins/audit-trail'
import { signedInUser } from '../plugins/auth'
import { claimQueue, listingQueue } from '../services/claims/claim-views'
import {
  approveReview,
  deletePhoto,
  dismissPhotoReports,
  hidePhoto,
  hideReview,
  restorePhoto,
  restoreReview,
} from '../services/moderation/decisions'
import { toQueuePhotos, toQueueReviews } from '../services/moderation/moderation-views'
import { report } from '../services/moderation/reports'
import { uploadUrl } from '../services/storage/file-storage.port'
import type { OperationHandlers } from '../operation'

const QUEUE_PAGE = 20

/**
 * The `moderation` tag (visitors' reports of reviews and photos) and the admin's decisions on them, with the
 * unified work queue. The contract's bearerAuth [admin] lets only admins reach the admin operations.
 */
export function createModerationHandlers(deps: HandlerDeps): OperationHandlers {
  const { db, clock } = deps
  const reporterOf = async (request: Parameters<typeof signedInUser>[0]) => {
    const session = await request.optionalSession()
    return { userId: session?.user.id ?? null, address: request.ip }
  }
  return {
    async reportReview({ path, body, request, reply }) {
      await report(db, { kind: 'review', id: path.id }, await reporterOf(request), body.reason, clock())
      void reply.code(201)
      return { success: true, data: { isReceived: true } }
    },
    async reportPhoto({ path, body, request, reply }) {
      await report(db, { kind: 'photo', id: path.id }, await reporterOf(request), body.reason, clock())
      void reply.code(201)
      return { success: true, data: { isReceived: true } }
    },
    async listPublicBusinessPhotos({ path }) {
      if (!(await businessExists(db, path.id)))
        throw notFound('Failed to fetch photos: the business does not exist.', 'BUSINESS_NOT_FOUND')
      const photos = await listBusinessPhotos(db, path.id)
      return {
        success: true,
        data: photos
          .filter((p) => p.hiddenAt === null)
          .map((p) => ({ id: p.id, url: uploadUrl(p.displayKey) })),
      }
    },

    async getAdminQueue({ query }) {
      const type: QueueType = query.type ?? 'claim'
      const status: QueueStatus = query.status ?? 'open'
      const page = { status, limit: query.limit ?? QUEUE_PAGE, offset: query.offset ?? 0 }
      const empty = { type, status, total: 0, claims: [], listings: [], reviews: [], photos: [] }
      const slice = <T>(items: T[]) => items.slice(page.offset, page.offset + page.limit)
      switch (type) {
        case 'claim': {
          const claims =
            status === 'open'
              ? await claimQueue(db)
              : [...(await claimQueue(db, 'approved')), ...(await claimQueue(db, 'rejected'))]
          return { success: true, data: { ...empty, total: claims.length, claims: slice(claims) } }
        }
        case 'business': {
          const listings = await listingQueue(db, status === 'open' ? 'pending_review' : 'rejected')
          return { success: true, data: { ...empty, total: listings.length, listings: slice(listings) } }
        }
        case 'review': {
          const { rows, total } = await listReviewQueue(db, page)
          return { success: true, data: { ...empty, total, reviews: await toQueueReviews(db, rows) } }
        }
        case 'photo': {
          const { rows, total } = await listPhotoQueue(db, page)
          return { success: true, data: { ...empty, total, photos: await toQueuePhotos(db, rows) } }
        }
      }
    },
    async listAdminReviews({ query }) {
      const { rows, total } = await listReviewsOfUser(db, query.userId, {
        limit: query.limit ?? QUEUE_PAGE,
        offset: query.offset ?? 0,
      })
      return { success: true, data: { reviews: await toQueueReviews(db, rows), total } }
    },

    async hideReview({ path, body, request }) {
      const admin = signedInUser(request).user
      const before = (state: unknown) => auditBefore(request, state)
      return { success: true, data: await hideReview(deps, admin.id, path.id, body.reason, before) }
    },
    async restoreReview({ path, request }) {
      const admin = signedInUser(request).user
      const before = (state: unknown) => auditBefore(request, state)
      return { success: true, data: await restoreReview(deps, admin.id, path.id, before) }
    },
    async approveReview({ path, request }) {
      const admin = signedInUser(request).user
      const before = (state: unknown) => auditBefore(request, state)
      return { success: true, data: await approveReview(deps, admin.id, path.id, before) }
    },
    async hidePhoto({ path, body, request }) {
      const admin = signedInUser(request).user
      const before = (state: unknown) => auditBefore(request, state)
      return { success: true, data: await hidePhoto(deps, admin.id, path.id, body.reason, before) }
    },
    async restorePhoto({ path, request }) {
      const before = (state: unknown) => auditBefore(request, state)
      return { success: true, data: await restorePhoto(deps, path.id, before) }
    },
    async dismissPhotoReports({ path, request }) {
      const admin = signedInUser(request).user
      const before = (state: unknown) => auditBefore(request, state)
      return { success: true, data: await dismissPhotoReports(deps, admin.id, path.id, before) }
    },
    async deleteAdminPhoto({ path, request }) {
      const before = (state: unknown) => auditBefore(request, state)
      return { success: true, data: await deletePhoto(deps, path.id, before) }
    },
  }
}
