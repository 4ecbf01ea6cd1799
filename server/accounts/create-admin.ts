import { randomBytes } from 'node:crypto'
import type { Db } from '../db/db'
import {
  createUser,
  findUserByEmail,
  normaliseEmail,
  revokeAllSessions,
  updateUser,
} from '../db/repositories/users.repository'
import { hashPassword } from '../services/auth/secrets'

export type AdminOutcome =
  | { kind: 'created'; password: string }
  | { kind: 'promoted'; password: string }
  | { kind: 'already-admin' }
  | { kind: 'unverified' }

/**
 * Creates a verified admin, or makes an existing, verified account an admin. Anyone can sign up with an address, so
 * an account that never confirmed its address is refused (whoever registered it may not own the mailbox), and a
 * promoted account gets a new password and loses its sessions: admin rights go to whoever runs this command, not to
 * whoever chose the old password or holds a session.
 */
export async function createAdmin(
  db: Db,
  input: { email: string; name: string; password?: string },
  at: Date,
): Promise<AdminOutcome> {
  const existing = await findUserByEmail(db, input.email)
  if (existing?.role === 'admin') return { kind: 'already-admin' }
  if (existing && !existing.emailVerifiedAt) return { kind: 'unverified' }
  const password = input.password ?? randomBytes(12).toString('base64url')
  const passwordHash = await hashPassword(password)
  if (existing) {
    await updateUser(db, existing.id, { role: 'admin', passwordHash }, at)
    await revokeAllSessions(db, existing.id, at)
    return { kind: 'promoted', password }
  }
  const user = await createUser(db, {
    name: input.name,
    email: normaliseEmail(input.email),
    passwordHash,
    language: 'en',
    phone: null,
    countryCode: null,
    agreeMarketing: false,
    role: 'admin',
    emailVerifiedAt: at,
  })
  if (!user) return createAdmin(db, input, at) // created by someone else meanwhile: decide again for that one
  return { kind: 'created', password }
}
