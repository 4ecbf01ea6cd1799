import type { ListingStatus } from '@domain/business/listing-status'
import type { Db } from '../../db/db'
import {
  findBusinessOwnership,
  type BusinessOwnershipRecord,
} from '../../db/repositories/businesses.repository'
import type { UserRecord } from '../../db/repositories/users.repository'
import { ServiceError } from '../service-error'

export type ManagedBusiness = BusinessOwnershipRecord

/** What the rule reads of a business: who owns it and where its listing stands. */
export type Ownership = { ownerId: number | null; status: ListingStatus }

// A listing its creator is still shaping: added (or turned down) and not yet approved. Adding a business does not
// make its creator a business_owner (approval does), so a plain user manages only these.
const IN_REVIEW: readonly ListingStatus[] = ['pending_review', 'rejected']

/**
 * The one rule of every owner operation, with ownership and role read together: an admin manages any business;
 * anyone else must be its owner and hold the owner's role. The single exception is a plain user's own listing
 * while it waits in review. So an owner whose role an admin took back, or whose business an admin gave to someone
 * else, manages nothing from the next request on (issue 30: a demoted owner kept editing).
 */
export function mayManage(user: Pick<UserRecord, 'id' | 'role'>, business: Ownership): boolean {
  if (user.role === 'admin') return true
  if (business.ownerId !== user.id) return false
  return user.role === 'business_owner' || IN_REVIEW.includes(business.status)
}

/**
 * The business a signed-in user may manage (mayManage). Checked on the server for every owner operation, to the
 * row; anyone else gets 403 and never learns more than that the business exists.
 */
export async function managedBusiness(
  db: Db,
  user: UserRecord,
  businessId: number,
): Promise<ManagedBusiness> {
  const row = await findBusinessOwnership(db, businessId)
  if (!row) throw new ServiceError('BUSINESS_NOT_FOUND', 'This business does not exist.')
  if (!mayManage(user, row))
    throw new ServiceError('NOT_YOUR_BUSINESS', 'Only the owner of this business can do this.')
  return row
}

/** Whether this user may manage the business (a read that is public only once approved lets them see it sooner). */
export async function canManageBusiness(db: Db, user: UserRecord, businessId: number): Promise<boolean> {
  const row = await findBusinessOwnership(db, businessId)
  return row !== null && mayManage(user, row)
}
