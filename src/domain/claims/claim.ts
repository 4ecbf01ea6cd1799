import type { ListingStatus } from '../business/listing-status'
import type { LocalizedText } from '../i18n/localized-text'

/**
 * Claiming a business: the claimant proves they run it with a code sent to the business's own email address or
 * phone, or with a document an admin reads; an admin then approves (the claimant becomes its owner) or rejects.
 */
export type ClaimMethod = 'email' | 'phone' | 'document'
export type ClaimStatus = 'pending' | 'verified' | 'approved' | 'rejected'
export type ClaimDecision = 'approve' | 'reject'

export const CLAIM_METHODS: readonly ClaimMethod[] = ['email', 'phone', 'document']
export const CLAIM_STATUSES: readonly ClaimStatus[] = ['pending', 'verified', 'approved', 'rejected']

/** A code is six digits, valid 15 minutes, and survives five wrong tries. */
export const CLAIM_CODE_LENGTH = 6
export const CLAIM_CODE_TTL_MS = 15 * 60 * 1000
export const CLAIM_CODE_MAX_TRIES = 5
/** A new code at most once a minute, and five codes per claim in all: the business's inbox is not a target. */
export const CLAIM_CODE_RESEND_MS = 60 * 1000
export const CLAIM_CODE_MAX_SENDS = 5
/** Documents: PDF, JPEG or PNG, at most 10 MB. */
export const MAX_CLAIM_DOCUMENT_BYTES = 10 * 1024 * 1024
/** What a document may be, read from its bytes. */
export type ClaimDocumentType = 'application/pdf' | 'image/jpeg' | 'image/png'

export const MAX_CLAIM_MESSAGE = 1000
export const MAX_DECISION_REASON = 1000

/** A claim still waiting for the claimant's proof or an admin's decision: the same user cannot open another. */
export const isOpenClaim = (status: ClaimStatus): boolean => status === 'pending' || status === 'verified'

/** Whether the claimant still has to type a code (a code method, not yet verified). */
export const needsCode = (claim: { method: ClaimMethod; status: ClaimStatus }): boolean =>
  claim.method !== 'document' && claim.status === 'pending'

/** Whether the claimant still has to send the document. */
export const needsDocument = (claim: {
  method: ClaimMethod
  status: ClaimStatus
  hasDocument: boolean
}): boolean => claim.method === 'document' && claim.status === 'pending' && !claim.hasDocument

/** A claim as its claimant sees it. */
export type Claim = {
  id: number
  businessId: number
  businessSlug: string
  businessName: LocalizedText
  method: ClaimMethod
  status: ClaimStatus
  hasDocument: boolean
  /** Where the code went, masked ("r•••@example.cy", "•••• 4567"); null for the document method. */
  sentTo: string | null
  rejectionReason: string | null
  createdAt: string
  decidedAt: string | null
}

export type PersonRef = { id: number; name: string; email: string }

/** The business as the admin compares it with the claim. */
export type QueueBusiness = {
  id: number
  slug: string
  name: LocalizedText
  status: ListingStatus
  email: string | null
  phone: string | null
  website: string | null
  address: LocalizedText
  city: LocalizedText
  owner: PersonRef | null
}

/** A claim in the admin's work queue, with its evidence and any conflict with the current owner. */
export type QueueClaim = {
  id: number
  method: ClaimMethod
  status: ClaimStatus
  message: string | null
  claimant: PersonRef
  business: QueueBusiness
  isCodeVerified: boolean
  documentType: ClaimDocumentType | null
  /** The business already has another owner: approving moves ownership. */
  isConflict: boolean
  rejectionReason: string | null
  createdAt: string
}

/** An added business waiting in review, with the account that added it. */
export type QueueListing = { business: QueueBusiness; createdAt: string; rejectionReason: string | null }

/** A claim's document as the admin reads it (never public). */
export type ClaimDocument = { contentType: ClaimDocumentType; bytes: Uint8Array }
