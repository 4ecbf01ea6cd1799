import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin } from '../../server/accounts/create-admin'
import { findUserByEmail, updateUser } from '../../server/db/repositories/users.repository'
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

  it('promotes an existing account without touching its password', async () => {
    await createAdmin(
      database.db,
      { email: 'owner@example.cy', name: 'Owner', password: 'first password' },
      at,
    )
    // Back to a plain user, as if it had signed up.
    const user = (await findUserByEmail(database.db, 'owner@example.cy'))!
    await updateUser(database.db, user.id, { role: 'user' }, at)
    expect(await createAdmin(database.db, { email: 'owner@example.cy', name: 'Owner' }, at)).toEqual({
      kind: 'promoted',
    })
    const promoted = (await findUserByEmail(database.db, 'owner@example.cy'))!
    expect(promoted.role).toBe('admin')
    expect(promoted.passwordHash).toBe(user.passwordHash)
  })
})
