import { asc, desc, eq, inArray } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { ListingStatus } from '@domain/business/listing-status'
import type { ClaimDecision, ClaimStatus } from '@domain/claims/claim'
import type { Db } from '../db'
import { businesses, claims, listingDecisions, users } from '../schema'
import { assignBusinessOwner, promoteToOwner } from './businesses.repository'

export type ClaimRecord = typeof claims.$inferSelect
export type NewClaim = Pick<ClaimRecord, 'businessId' | 'userId' | 'method' | 'message' | 'createdAt'>
export type ClaimChanges = Partial<Omit<ClaimRecord, 'id' | 'businessId' | 'userId' | 'method' | 'createdAt'>>

/** The business's facts a claim or the queue needs: its own contact points and its current owner. */
const businessColumns = {
  id: businesses.id,
  slug: businesses.slug,
  name: businesses.name,
  status: businesses.status,
  email: businesses.email,
  phone: businesses.phone,
  website: businesses.website,
  address: businesses.address,
  city: businesses.city,
  ownerId: businesses.ownerId,
  createdAt: businesses.createdAt,
}
export type ClaimBusinessRecord = {
  [K in keyof typeof businessColumns]: (typeof businesses.$inferSelect)[K]
}
export type PersonRecord = { id: number; name: string; email: string }

export async function findClaimBusiness(db: Db, id: number): Promise<ClaimBusinessRecord | null> {
  const [row] = await db.select(businessColumns).from(businesses).where(eq(businesses.id, id)).limit(1)
  return row ?? null
}

/** Null when this account already has an open claim on the business (the partial unique index decides). */
export async function insertClaim(db: Db, claim: NewClaim): Promise<ClaimRecord | null> {
  const [row] = await db.insert(claims).values(claim).onConflictDoNothing().returning()
  return row ?? null
}

export async function findClaim(db: Db, id: number): Promise<ClaimRecord | null> {
  const [row] = await db.select().from(claims).where(eq(claims.id, id)).limit(1)
  return row ?? null
}

export async function updateClaim(db: Db, id: number, changes: ClaimChanges): Promise<ClaimRecord | null> {
  const [row] = await db.update(claims).set(changes).where(eq(claims.id, id)).returning()
  return row ?? null
}

export type ClaimWithBusiness = { claim: ClaimRecord; business: ClaimBusinessRecord }

export async function listClaimsOfUser(db: Db, userId: number): Promise<ClaimWithBusiness[]> {
  return db
    .select({ claim: claims, business: businessColumns })
    .from(claims)
    .innerJoin(businesses, eq(businesses.id, claims.businessId))
    .where(eq(claims.userId, userId))
    .orderBy(desc(claims.createdAt), desc(claims.id))
}

export type QueueClaimRecord = ClaimWithBusiness & { claimant: PersonRecord; owner: PersonRecord | null }

const claimant = alias(users, 'claimant')
const owner = alias(users, 'owner')
const ownerColumns = { id: owner.id, name: owner.name, email: owner.email }
// The queue is worked through from the oldest; a few hundred waiting claims is a backlog, not a page.
const QUEUE_SIZE = 200

/** Claims in the given states, oldest first, with the claimant and the business's current owner. */
export async function listQueueClaims(db: Db, statuses: readonly ClaimStatus[]): Promise<QueueClaimRecord[]> {
  return queueClaims(db)
    .where(inArray(claims.status, [...statuses]))
    .orderBy(asc(claims.createdAt), asc(claims.id))
    .limit(QUEUE_SIZE)
}

export async function findQueueClaim(db: Db, id: number): Promise<QueueClaimRecord | null> {
  const [row] = await queueClaims(db).where(eq(claims.id, id)).limit(1)
  return row ?? null
}

function queueClaims(db: Db) {
  return db
    .select({
      claim: claims,
      business: businessColumns,
      claimant: { id: claimant.id, name: claimant.name, email: claimant.email },
      owner: ownerColumns,
    })
    .from(claims)
    .innerJoin(businesses, eq(businesses.id, claims.businessId))
    .innerJoin(claimant, eq(claimant.id, claims.userId))
    .leftJoin(owner, eq(owner.id, businesses.ownerId))
    .$dynamic()
}

/**
 * Approval in one transaction: the claim is approved, the business gets the claimant as its one owner (moving it
 * from a previous one), and a plain `user` becomes a `business_owner` (an admin stays admin). No session changes.
 */
export async function approveClaim(db: Db, claim: ClaimRecord, adminId: number, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(claims)
      .set({ status: 'approved', decidedBy: adminId, decidedAt: at, rejectionReason: null })
      .where(eq(claims.id, claim.id))
    await assignBusinessOwner(tx, claim.businessId, claim.userId, at)
  })
}

export async function rejectClaim(
  db: Db,
  claimId: number,
  adminId: number,
  reason: string,
  at: Date,
): Promise<void> {
  await db
    .update(claims)
    .set({ status: 'rejected', decidedBy: adminId, decidedAt: at, rejectionReason: reason })
    .where(eq(claims.id, claimId))
}

export type QueueListingRecord = {
  business: ClaimBusinessRecord
  owner: PersonRecord | null
  rejectionReason: string | null
}

/** Businesses in one listing status, oldest first, with the account that owns (added) them. */
export async function listBusinessesByStatus(db: Db, status: ListingStatus): Promise<QueueListingRecord[]> {
  const rows = await listingQuery(db)
    .where(eq(businesses.status, status))
    .orderBy(asc(businesses.createdAt), asc(businesses.id))
    .limit(QUEUE_SIZE)
  return withReasons(db, rows)
}

export async function findQueueListing(db: Db, id: number): Promise<QueueListingRecord | null> {
  const rows = await listingQuery(db).where(eq(businesses.id, id)).limit(1)
  const [row] = await withReasons(db, rows)
  return row ?? null
}

export function listingQuery(db: Db) {
  return db
    .select({ business: businessColumns, owner: ownerColumns })
    .from(businesses)
    .leftJoin(owner, eq(owner.id, businesses.ownerId))
    .$dynamic()
}

export async function withReasons(
  db: Db,
  rows: Array<{ business: ClaimBusinessRecord; owner: PersonRecord | null }>,
): Promise<QueueListingRecord[]> {
  if (rows.length === 0) return []
  const decisions = await db
    .select({
      businessId: listingDecisions.businessId,
      decision: listingDecisions.decision,
      reason: listingDecisions.reason,
    })
    .from(listingDecisions)
    .where(
      inArray(
        listingDecisions.businessId,
        rows.map((r) => r.business.id),
      ),
    )
    .orderBy(asc(listingDecisions.decidedAt), asc(listingDecisions.id))
  const latest = new Map(decisions.map((d) => [d.businessId, d]))
  return rows.map((r) => {
    const decision = latest.get(r.business.id)
    return { ...r, rejectionReason: decision?.decision === 'reject' ? (decision.reason ?? null) : null }
  })
}

/**
 * An admin's decision on a business waiting in review, in one transaction: approval publishes it and makes its
 * owner (the account that added it) a `business_owner`; rejection keeps it hidden. Both are recorded with the reason.
 */
export async function decideListing(
  db: Db,
  business: { id: number; ownerId: number | null },
  decision: { decision: ClaimDecision; reason: string | null; adminId: number },
  at: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(businesses)
      .set({ status: decision.decision === 'approve' ? 'approved' : 'rejected', updatedAt: at })
      .where(eq(businesses.id, business.id))
    await tx.insert(listingDecisions).values({
      businessId: business.id,
      decision: decision.decision,
      reason: decision.reason,
      decidedBy: decision.adminId,
      decidedAt: at,
    })
    if (decision.decision === 'approve' && business.ownerId !== null)
      await promoteToOwner(tx, business.ownerId, at)
  })
}
