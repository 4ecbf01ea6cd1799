import type { HandlerDeps } from '../deps'
import { signedInUser } from '../plugins/auth'
import { uploadedFiles } from '../plugins/multipart'
import { attachDocument, openClaim, resendCode, verifyCode } from '../services/claims/claim-service'
import { claimsOf, claimView } from '../services/claims/claim-views'
import { ServiceError } from '../services/service-error'
import type { OperationHandlers } from '../operation'

/** The `claims` tag: claiming a business and proving it, by the signed-in claimant. */
export function createClaimHandlers(deps: HandlerDeps): OperationHandlers {
  const { db } = deps
  const claimDeps = { db, clock: deps.clock, mail: deps.mail, sms: deps.sms, storage: deps.storage }
  return {
    async createClaim({ body, request, reply }) {
      const claim = await openClaim(claimDeps, signedInUser(request).user, body)
      void reply.code(201)
      return { success: true, data: { id: claim.id, status: claim.status } }
    },
    async listMyClaims({ request }) {
      return { success: true, data: await claimsOf(db, signedInUser(request).user.id) }
    },
    async verifyClaim({ path, body, request }) {
      return {
        success: true,
        data: await claimView(
          db,
          await verifyCode(claimDeps, signedInUser(request).user, path.id, body.code),
        ),
      }
    },
    async resendClaimCode({ path, request }) {
      return {
        success: true,
        data: await claimView(db, await resendCode(claimDeps, signedInUser(request).user, path.id)),
      }
    },
    async uploadClaimDocument({ path, request }) {
      const [file] = await uploadedFiles(request, 'document')
      if (!file) throw new ServiceError('UNSUPPORTED_DOCUMENT_TYPE', 'Choose a PDF, JPEG or PNG file.')
      return {
        success: true,
        data: await claimView(db, await attachDocument(claimDeps, signedInUser(request).user, path.id, file)),
      }
    },
  }
}
