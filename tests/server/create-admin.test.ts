import { findLiveSession } from '../../server/db/repositories/sessions.repository'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin } from '../../server/accounts/create-admin'
import { createUser, findUserByEmail, updateUser } from '../../server/db/repositories/users.repository'
import { startSession } from '../../server/services/auth/account-service'
import { hashPassword, hashToken, verifyPassword } from '../../server/services/auth/secrets'
import type { Database } from '../../server/db/connect'
import { openSeededDatabase } from '../support/test-database'

describe('creating an admin', () => {
  let database: Database
  beforeAll(async () => {
    database = await openSeededDatabase('pglite')
  })
  afterAll(() => database.close())
  const at = new Date('2026-11-22T10:00:00Z')

  it('creates a verified admin with a generated password shown once', async () => {
    const outcome = await createAdmin(database.db, { email: 'Boss@Example.cy', name: 'Boss' }, at)
    expect(outcome.kind).toBe('created')
    expect(outcome.kind === 'created' && outcome.password.length).toBeGreaterThanOrEqual(16)
    const user = await findUserByEmail(database.db, 'boss@example.cy')
    expect(user).toMatchObject({ role: 'admin', emailVerifiedAt: at })
    expect(await createAdmin(database.db, { email: 'boss@example.cy', name: 'Boss' }, at)).toEqual({
      kind: 'already-admin',
    })
  })

  it('promotes an existing verified account with a new password, ending its sessions', async () => {
    await createAdmin(
      database.db,
      { email: 'owner@example.cy', name: 'Owner', password: 'first password' },
      at,
    )
    // Back to a plain user with a live session, as if it had signed up.
    const user = (await findUserByEmail(database.db, 'owner@example.cy'))!
    await updateUser(database.db, user.id, { role: 'user' }, at)
    const token = await startSession(database.db, user.id, at)
    const outcome = await createAdmin(database.db, { email: 'owner@example.cy', name: 'Owner' }, at)
    expect(outcome.kind).toBe('promoted')
    const promoted = (await findUserByEmail(database.db, 'owner@example.cy'))!
    expect(promoted.role).toBe('admin')
    expect(promoted.passwordHash).not.toBe(user.passwordHash)
    expect(
      outcome.kind === 'promoted' && (await verifyPassword(promoted.passwordHash, outcome.password)),
    ).toBe(true)
    expect(
      await findLiveSession(database.db, hashToken(token), { now: at, idleMs: 14 * 24 * 60 * 60 * 1000 }),
    ).toBeNull()
  })

  it('refuses to promote an account that never confirmed its address', async () => {
    const squatter = await createUser(database.db, {
      name: 'Squatter',
      email: 'chief@example.cy',
      passwordHash: await hashPassword('chosen by someone else'),
      language: 'en',
      phone: null,
      countryCode: null,
      agreeMarketing: false,
      role: 'user',
      emailVerifiedAt: null,
    })
    expect(await createAdmin(database.db, { email: 'chief@example.cy', name: 'Chief' }, at)).toEqual({
      kind: 'unverified',
    })
    const after = await findUserByEmail(database.db, 'chief@example.cy')
    expect(after).toMatchObject({ role: 'user', passwordHash: squatter!.passwordHash })
  })
})
