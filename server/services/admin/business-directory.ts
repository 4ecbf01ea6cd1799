import { keyedWords } from '@domain/search/search-key'
import type { ListingFields } from '@domain/business/listing'
import type { ListingStatus } from '@domain/business/listing-status'
import type { QueueListing } from '@domain/claims/claim'
import { foldText } from '@domain/search/fold-text'
import type { Db } from '../../db/db'
import {
  findDirectoryFacts,
  listDirectory,
  mergeBusinesses,
  setDirectoryFlags,
  setDirectoryStatus,
  type DirectoryFacts,
  type MergeOutcome,
} from '../../db/repositories/business-directory.repository'
import { setBusinessOwner } from '../../db/repositories/businesses.repository'
import { findUserByEmail } from '../../db/repositories/users.repository'
import { toQueueListing } from '../claims/claim-views'
import { insertCheckedListing, listingOf } from '../owners/listing-service'
import { ServiceError } from '../service-error'
import type { DirectoryTotals } from './directory-totals'

const MAX_ID = 2_147_483_647

/** One page of the directory: `q` is part of a name in any language, or an id. */
export async function businessDirectory(
  db: Db,
  totals: DirectoryTotals,
  query: { status?: ListingStatus; q?: string; limit: number; offset: number },
): Promise<{ data: QueueListing[]; total: number }> {
  const text = query.q?.trim() ?? ''
  const asId = /^[0-9]{1,10}$/.test(text) ? Number(text) : undefined
  const filter = {
    status: query.status,
    foldedName: text ? foldText(text) : undefined,
    nameKeys: keyedWords(text).map((w) => w.key),
    id: asId !== undefined && asId >= 1 && asId <= MAX_ID ? asId : undefined,
  }
  const [rows, total] = await Promise.all([
    listDirectory(db, { ...filter, limit: query.limit, offset: query.offset }),
    totals(filter),
  ])
  return { data: rows.map(toQueueListing), total }
}

/** The business as the admin's page shows it: its listing (as its owner edits it), badges, owner and rating. */
export async function directoryBusiness(db: Db, id: number, now: Date) {
  const [facts, listing] = await Promise.all([existing(db, id), listingOf(db, id, now)])
  if (!listing) throw notFound()
  return {
    listing,
    verified: facts.verified,
    owner: facts.owner,
    rating: facts.rating,
    reviewCount: facts.reviewCount,
    createdAt: facts.createdAt.toISOString(),
    updatedAt: facts.updatedAt.toISOString(),
  }
}

/** An admin's new listing is public at once; with an owner's address, that account owns it. */
export async function createDirectoryBusiness(
  db: Db,
  input: { fields: ListingFields; ownerEmail?: string; at: Date },
): Promise<{ id: number; slug: string; status: 'approved' }> {
  const owner = input.ownerEmail ? await findUserByEmail(db, input.ownerEmail) : null
  if (input.ownerEmail && !owner)
    throw new ServiceError('USER_NOT_FOUND', `No account uses the address ${input.ownerEmail}.`)
  const created = await insertCheckedListing(db, input.fields, {
    ownerId: null,
    status: 'approved',
    createdAt: input.at,
  })
  if (owner) await setBusinessOwner(db, created.id, owner, input.at)
  return { ...created, status: 'approved' }
}

/**
 * Unpublishing takes a public business off every public page; publishing brings an unpublished one back. A
 * business in review or rejected is the queue's to decide (its creator is mailed there).
 */
export async function changeDirectoryStatus(
  db: Db,
  input: { id: number; status: 'approved' | 'unpublished'; reason: string | null; at: Date },
): Promise<{ before: DirectoryFacts; after: { id: number; status: ListingStatus; reason: string | null } }> {
  const before = await existing(db, input.id)
  if (before.status !== 'approved' && before.status !== 'unpublished')
    throw new ServiceError(
      'LISTING_STATUS_CONFLICT',
      'This business waits in review or was rejected: decide it in the work queue.',
    )
  if (before.status !== input.status) await setDirectoryStatus(db, input.id, input.status, input.at)
  return { before, after: { id: input.id, status: input.status, reason: input.reason } }
}

export async function changeDirectoryFlags(
  db: Db,
  input: { id: number; verified?: boolean; featured?: boolean; at: Date },
) {
  const before = await existing(db, input.id)
  const { id, at, ...flags } = input
  await setDirectoryFlags(db, id, flags, at)
  const after = {
    id,
    verified: flags.verified ?? before.verified,
    featured: flags.featured ?? before.featured,
  }
  return { before: { id, verified: before.verified, featured: before.featured }, after }
}

/** Merges a duplicate into the business kept; refuses a merge into itself or with a business that is not there. */
export async function mergeDirectoryBusiness(
  db: Db,
  input: { duplicateId: number; keptId: number; at: Date },
): Promise<{ before: DirectoryFacts; after: MergeOutcome & { mergedId: number; keptId: number } }> {
  if (input.duplicateId === input.keptId)
    throw new ServiceError('MERGE_INTO_ITSELF', 'A business cannot be merged into itself.')
  const before = await existing(db, input.duplicateId)
  const merged = await mergeBusinesses(db, input.duplicateId, input.keptId, input.at)
  if (!merged) throw notFound()
  return { before, after: { ...merged, mergedId: input.duplicateId, keptId: input.keptId } }
}

async function existing(db: Db, id: number): Promise<DirectoryFacts> {
  const facts = await findDirectoryFacts(db, id)
  if (!facts) throw notFound()
  return facts
}

function notFound() {
  return new ServiceError('BUSINESS_NOT_FOUND', 'This business does not exist.')
}
