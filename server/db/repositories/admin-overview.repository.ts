import type { AdminOverview } from '@domain/admin/admin'
import { count, isNull } from 'drizzle-orm'
import type { Db } from '../db'
import { businesses, users } from '../schema'

/** The admin dashboard's counts: accounts by role, accounts still to confirm their address, listings. */
export async function adminOverview(db: Db): Promise<AdminOverview> {
  const [byRole, [unverified], [listings]] = await Promise.all([
    db.select({ role: users.role, total: count() }).from(users).groupBy(users.role),
    db.select({ total: count() }).from(users).where(isNull(users.emailVerifiedAt)),
    db.select({ total: count() }).from(businesses),
  ])
  const of = (role: string) => byRole.find((row) => row.role === role)?.total ?? 0
  return {
    users: byRole.reduce((sum, row) => sum + row.total, 0),
    admins: of('admin'),
    businessOwners: of('business_owner'),
    unverifiedAccounts: unverified?.total ?? 0,
    businesses: listings?.total ?? 0,
  }
}
