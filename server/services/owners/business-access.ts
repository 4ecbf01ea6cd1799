import { eq } from 'drizzle-orm'
import type { ListingStatus } from '@domain/business/listing-status'
import type { Db } from '../../db/connect'
import type { UserRecord } from '../../db/repositories/users.repository'
import { businesses } from '../../db/schema'
import { ServiceError } from '../service-error'

export type ManagedBusiness = { id: number; slug: string; ownerId: number | null; status: ListingStatus }

/**
 * The business a signed-in user may manage: its approved owner, or an admin. Checked on the server for every
 * owner operation, to the row; another owner gets 403 and never learns more than that the business exists.
 */
export async function managedBusiness(
  db: Db,
  user: UserRecord,
  businessId: number,
): Promise<ManagedBusiness> {
  const [row] = await db
    .select({
      id: businesses.id,
      slug: businesses.slug,
      ownerId: businesses.ownerId,
      status: businesses.status,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1)
  if (!row) throw new ServiceError('BUSINESS_NOT_FOUND', 'This business does not exist.')
  if (!mayManage(user, row))
    throw new ServiceError('NOT_YOUR_BUSINESS', 'Only the owner of this business can do this.')
  return row
}

function mayManage(user: UserRecord, business: { ownerId: number | null }): boolean {
  return user.role === 'admin' || business.ownerId === user.id
}

/** Whether this user may manage the business (a read that is public only once approved lets them see it sooner). */
export async function canManageBusiness(db: Db, user: UserRecord, businessId: number): Promise<boolean> {
  const [row] = await db
    .select({ ownerId: businesses.ownerId })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1)
  return row !== undefined && mayManage(user, row)
}
