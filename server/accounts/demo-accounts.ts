import { randomBytes } from 'node:crypto'
import type { Db } from '../db/db'
import { countUsers, createUser } from '../db/repositories/users.repository'
import type { UserRole } from '../db/schema'
import { hashPassword } from '../services/auth/secrets'

export type DemoAccount = { role: UserRole; email: string; password: string }

const DEMO: ReadonlyArray<{ role: UserRole; email: string; name: string }> = [
  { role: 'admin', email: 'admin@demo.cyprus-portal.test', name: 'Demo Admin' },
  { role: 'business_owner', email: 'owner@demo.cyprus-portal.test', name: 'Demo Owner' },
  { role: 'user', email: 'user@demo.cyprus-portal.test', name: 'Demo User' },
]

/**
 * Development only: on a portal without accounts, one verified account per role, with fresh random passwords
 * (returned once, for the start-up banner). Null when accounts exist already.
 */
export async function seedDemoAccounts(db: Db, at: Date): Promise<DemoAccount[] | null> {
  if ((await countUsers(db)) > 0) return null
  const created: DemoAccount[] = []
  for (const demo of DEMO) {
    const password = randomBytes(9).toString('base64url')
    const user = await createUser(db, {
      name: demo.name,
      email: demo.email,
      passwordHash: await hashPassword(password),
      language: 'en',
      phone: null,
      countryCode: null,
      agreeMarketing: false,
      role: demo.role,
      emailVerifiedAt: at,
    })
    if (user) created.push({ role: demo.role, email: demo.email, password })
  }
  return created
}
