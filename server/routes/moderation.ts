import type { HandlerDeps } from '../deps'
import { auditBefore } from '../plugins/audit-trail'
import { signedInUser } from '../plugins/auth'
import {
  approveReview,
  deletePhoto,
  dismissPhotoReports,
  hidePhoto,
  hideReview,
  restorePhoto,
  restoreReview,
} from '../services/moderation/decisions'
import { report, reportablePhotos } from '../services/moderation/reports'
import { reviewsOfUser, workQueue } from '../services/moderation/work-queue'
import type { OperationHandlers } from '../operation'

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
      return { success: true, data: await reportablePhotos(db, path.id) }
    },

    async getAdminQueue({ query }) {
      return { success: true, data: await workQueue(db, query) }
    },
    async listAdminReviews({ query }) {
      return { success: true, data: await reviewsOfUser(db, query.userId, query) }
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
