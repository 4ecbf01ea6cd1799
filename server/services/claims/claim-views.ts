import type {
  Claim,
  ClaimDocumentType,
  ClaimStatus,
  QueueBusiness,
  QueueClaim,
  QueueListing,
} from '@domain/claims/claim'
import type { ListingStatus } from '@domain/business/listing-status'
import type { Db } from '../../db/db'
import {
  findClaim,
  findClaimBusiness,
  findQueueClaim,
  findQueueListing,
  listBusinessesByStatus,
  listClaimsOfUser,
  listQueueClaims,
  type ClaimBusinessRecord,
  type ClaimRecord,
  type PersonRecord,
  type QueueClaimRecord,
  type QueueListingRecord,
} from '../../db/repositories/claims.repository'
import type { FileStoragePort } from '../storage/file-storage.port'
import { ServiceError } from '../service-error'
import { maskEmail, maskPhone } from './claim-code'
import { contactOf } from './claim-service'

const OPEN: readonly ClaimStatus[] = ['pending', 'verified']

/** The user's claims as they see them, newest first. */
export async function claimsOf(db: Db, userId: number): Promise<Claim[]> {
  const rows = await listClaimsOfUser(db, userId)
  return rows.map((r) => toClaim(r.claim, r.business))
}

/** The admin's queue of claims: the open ones unless a status is asked for. */
export async function claimQueue(db: Db, status?: ClaimStatus): Promise<QueueClaim[]> {
  const rows = await listQueueClaims(db, status ? [status] : OPEN)
  return rows.map(toQueueClaim)
}

export async function queueClaim(db: Db, id: number): Promise<QueueClaim> {
  const row = await findQueueClaim(db, id)
  if (!row) throw new ServiceError('CLAIM_NOT_FOUND', 'There is no such claim.')
  return toQueueClaim(row)
}

export async function listingQueue(db: Db, status: ListingStatus): Promise<QueueListing[]> {
  return (await listBusinessesByStatus(db, status)).map(toQueueListing)
}

export async function queueListing(db: Db, id: number): Promise<QueueListing> {
  const row = await findQueueListing(db, id)
  if (!row) throw new ServiceError('BUSINESS_NOT_FOUND', 'This business does not exist.')
  return toQueueListing(row)
}

/** A claim as its claimant sees it, with the business it is for. */
export async function claimView(db: Db, claim: ClaimRecord): Promise<Claim> {
  const business = await findClaimBusiness(db, claim.businessId)
  if (!business) throw new ServiceError('CLAIM_NOT_FOUND', 'There is no such claim.')
  return toClaim(claim, business)
}

/** The document a claimant uploaded as proof, for the admin deciding the claim. */
export async function claimDocument(
  db: Db,
  storage: FileStoragePort,
  claimId: number,
): Promise<{ contentType: ClaimDocumentType; base64: string }> {
  const claim = await findClaim(db, claimId)
  const bytes = claim?.documentKey ? await storage.read(claim.documentKey) : null
  if (!claim?.documentType || !bytes) throw new ServiceError('CLAIM_NOT_FOUND', 'This claim has no document.')
  return { contentType: claim.documentType, base64: bytes.toString('base64') }
}

export function toClaim(claim: ClaimRecord, business: ClaimBusinessRecord): Claim {
  const contact = contactOf(business, claim.method)
  return {
    id: claim.id,
    businessId: business.id,
    businessSlug: business.slug,
    businessName: business.name,
    method: claim.method,
    status: claim.status,
    hasDocument: claim.documentKey !== null,
    sentTo: contact === null ? null : claim.method === 'email' ? maskEmail(contact) : maskPhone(contact),
    rejectionReason: claim.rejectionReason,
    createdAt: claim.createdAt.toISOString(),
    decidedAt: claim.decidedAt?.toISOString() ?? null,
  }
}

function toQueueClaim({ claim, business, claimant, owner }: QueueClaimRecord): QueueClaim {
  return {
    id: claim.id,
    method: claim.method,
    status: claim.status,
    message: claim.message,
    claimant,
    business: toQueueBusiness(business, owner),
    isCodeVerified: claim.verifiedAt !== null,
    documentType: claim.documentType,
    isConflict: business.ownerId !== null && business.ownerId !== claim.userId,
    rejectionReason: claim.rejectionReason,
    createdAt: claim.createdAt.toISOString(),
  }
}

export function toQueueListing({ business, owner, rejectionReason }: QueueListingRecord): QueueListing {
  return {
    business: toQueueBusiness(business, owner),
    createdAt: business.createdAt.toISOString(),
    rejectionReason,
  }
}

function toQueueBusiness(business: ClaimBusinessRecord, owner: PersonRecord | null): QueueBusiness {
  return {
    id: business.id,
    slug: business.slug,
    name: business.name,
    status: business.status,
    email: business.email,
    phone: business.phone,
    website: business.website,
    address: business.address,
    city: business.city,
    owner,
  }
}
