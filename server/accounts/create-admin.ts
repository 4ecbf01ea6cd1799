import { randomBytes } from 'node:crypto'
import type { Db } from '../db/connect'
import { createUser, findUserByEmail, normaliseEmail, updateUser } from '../db/repositories/users.repository'
import { hashPassword } from '../services/auth/secrets'

export type AdminOutcome =
  { kind: 'created'; password: string } | { kind: 'promoted' } | { kind: 'already-admin' }

/** Creates a verified admin, or makes an existing account an admin (its password stays as it is). */
export async function createAdmin(
  db: Db,
  input: { email: string; name: string; password?: string },
  at: Date,
): Promise<AdminOutcome> {
  const existing = await findUserByEmail(db, input.email)
  if (existing?.role === 'admin') return { kind: 'already-admin' }
  if (existing) {
    await updateUser(db, existing.id, { role: 'admin', emailVerifiedAt: existing.emailVerifiedAt ?? at }, at)
    return { kind: 'promoted' }
  }
  const password = input.password ?? randomBytes(12).toString('base64url')
  const user = await createUser(db, {
    name: input.name,
    email: normaliseEmail(input.email),
    passwordHash: await hashPassword(password),
    language: 'en',
    phone: null,
    countryCode: null,
    agreeMarketing: false,
    role: 'admin',
    emailVerifiedAt: at,
  })
  if (!user) return createAdmin(db, input, at) // created by someone else meanwhile: promote that one
  return { kind: 'created', password }
}
