import type { HandlerDeps } from '../deps'
import { signedInUser } from '../plugins/auth'
import { decideBusiness, decideClaim } from '../services/claims/queue-decisions'
import { claimDocument, claimQueue, queueClaim, queueListing } from '../services/claims/claim-views'
import type { OperationHandlers } from '../operation'

/**
 * The admin's work queue: claims and added businesses waiting for a decision. The contract's bearerAuth [admin]
 * lets only admins reach them.
 */
export function createAdminQueueHandlers(deps: HandlerDeps): OperationHandlers {
  const { db, storage } = deps
  return {
    async listAdminClaims({ query }) {
      return { success: true, data: await claimQueue(db, query.status) }
    },
    async decideClaim({ path, body, request }) {
      await decideClaim(deps, signedInUser(request).user, path.id, body)
      return { success: true, data: await queueClaim(db, path.id) }
    },
    async getClaimDocument({ path }) {
      return { success: true, data: await claimDocument(db, storage, path.id) }
    },
    async decideBusiness({ path, body, request }) {
      await decideBusiness(deps, signedInUser(request).user, path.id, body)
      return { success: true, data: await queueListing(db, path.id) }
    },
  }
}
