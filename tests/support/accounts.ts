import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../server/db/db'
import { createUser } from '../../server/db/repositories/users.repository'
import { outbox, type UserRole } from '../../server/db/schema'
import { startSession } from '../../server/services/auth/account-service'
import { hashPassword } from '../../server/services/auth/secrets'

/** A verified account of the given role with a live session, for tests that need a signed-in caller. */
export async function aSignedInUser(
  db: Db,
  role: UserRole,
  email = `${role}-${Math.random().toString(36).slice(2)}@example.cy`,
) {
  const user = await createUser(db, {
    name: `Test ${role}`,
    email,
    passwordHash: await hashPassword('correct horse battery'),
    language: 'en',
    phone: null,
    countryCode: null,
    agreeMarketing: false,
    role,
    emailVerifiedAt: new Date('2026-01-01T00:00:00Z'),
  })
  if (!user) throw new Error(`could not create ${email}`)
  return { user, token: await startSession(db, user.id, new Date('2026-11-22T09:00:00Z')) }
}

/** The newest mail to an address, as a developer would read it in the outbox. */
export async function lastMailTo(db: Db, email: string) {
  const [mail] = await db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, email))
    .orderBy(desc(outbox.id))
    .limit(1)
  return mail ?? null
}

export function tokenFrom(body: string): string {
  const match = /token=([A-Za-z0-9_-]+)/.exec(body)
  if (!match?.[1]) throw new Error(`no token link in: ${body}`)
  return match[1]
}
