import type {
  Claim,
  ClaimDecision,
  ClaimDocument,
  ClaimMethod,
  ClaimStatus,
  QueueClaim,
  QueueListing,
} from '@domain/claims/claim'
import type { ListingStatus } from '@domain/business/listing-status'

/**
 * The signed-in user's claims. Each method rejects with `ApiError` 'claim.failed' carrying the server's code
 * (CLAIM_OPEN, ALREADY_OWNER, METHOD_UNAVAILABLE, WRONG_CODE, CODE_EXPIRED, TOO_MANY_ATTEMPTS,
 * UNSUPPORTED_DOCUMENT_TYPE, DOCUMENT_TOO_LARGE, UNAUTHORIZED…), or with `NetworkError`.
 */
export interface ClaimsPort {
  /** Opens a claim; a code method has sent its code when this resolves. */
  open(input: {
    businessId: number
    method: ClaimMethod
    message?: string
  }): Promise<{ id: number; status: ClaimStatus }>
  /** Resolves with the claim, verified. */
  verify(claimId: number, code: string): Promise<Claim>
  /** Sends a new code; resolves with the claim. */
  resend(claimId: number): Promise<Claim>
  /** Sends the document (PDF, JPEG or PNG, at most 10 MB); resolves with the claim. */
  uploadDocument(claimId: number, file: Blob): Promise<Claim>
  /** The user's claims, newest first; rejects with 'claims.unavailable'. */
  mine(): Promise<Claim[]>
}

/**
 * The admin's work queue: claims and added businesses waiting for a decision. Reads reject with `ApiError`
 * 'queue.unavailable', decisions with 'queue.decisionFailed' carrying the server's code (REASON_REQUIRED,
 * CLAIM_NOT_DECIDABLE, LISTING_NOT_IN_REVIEW…).
 */
export interface WorkQueuePort {
  /** Claims in one state, or the open ones (pending and verified), oldest first. */
  claims(status?: ClaimStatus): Promise<QueueClaim[]>
  decideClaim(claimId: number, decision: ClaimDecision, reason?: string): Promise<QueueClaim>
  /** A claim's document, for the admin only. */
  claimDocument(claimId: number): Promise<ClaimDocument>
  /** Businesses in one listing status, oldest first. */
  listings(status: ListingStatus): Promise<QueueListing[]>
  decideListing(businessId: number, decision: ClaimDecision, reason?: string): Promise<QueueListing>
}
