import { and, eq, isNull, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions, users } from '../../../server/db/schema'
import { aSignedInUser, lastMailTo, tokenFrom } from '../../support/accounts'
import { expectMatchesContract } from '../../support/contract'
import { createTestApp, type TestApp } from '../../support/test-app'

const PASSWORD = 'correct horse battery'

describe("the admin's users", () => {
  let t: TestApp
  let admin: Awaited<ReturnType<typeof aSignedInUser>>
  const now = new Date('2026-11-24T10:00:00Z')
  beforeAll(async () => {
    t = await createTestApp('pglite', { clock: () => now })
    admin = await aSignedInUser(t.deps.db, 'admin')
  })
  afterAll(() => t.close())

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, token = admin.token) =>
    t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } })
  const login = (email: string, password = PASSWORD) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })
  const onlyAdmin = async (id: number) =>
    t.deps.db
      .update(users)
      .set({ role: 'user' })
      .where(and(eq(users.role, 'admin'), ne(users.id, id)))

  it('finds accounts by part of the name or email, literally, 25 to a page, and by role', async () => {
    const found = await aSignedInUser(t.deps.db, 'business_owner', 'maria_100%@example.cy')
    const response = await call('GET', '/api/admin/users?q=A_100%25')
    expectMatchesContract('listAdminUsers', response)
    expect(response.json()).toMatchObject({ total: 1, page: 1, pageSize: 25 })
    expect(response.json().data[0]).toMatchObject({
      id: found.user.id,
      role: 'business_owner',
      isVerified: true,
    })
    const noWildcard = await call('GET', '/api/admin/users?q=a_1%25%25')
    expect(noWildcard.json().total).toBe(0)
    const owners = (await call('GET', '/api/admin/users?role=business_owner')).json()
    expect(owners.data.every((u: { role: string }) => u.role === 'business_owner')).toBe(true)
    const all = (await call('GET', '/api/admin/users')).json()
    expect(all.data.length).toBeLessThanOrEqual(25)
  })

  it('shows an account with its live sessions, reviews, claims and businesses', async () => {
    const user = await aSignedInUser(t.deps.db, 'user')
    const response = await call('GET', `/api/admin/users/${user.user.id}`)
    expectMatchesContract('getAdminUser', response)
    expect(response.json().data).toMatchObject({
      id: user.user.id,
      email: user.user.email,
      suspendedAt: null,
      reviewCount: 0,
      claims: [],
      businesses: [],
    })
    expect(response.json().data.sessions).toHaveLength(1)
    expect((await call('GET', '/api/admin/users/99999999')).json()).toMatchObject({ code: 'USER_NOT_FOUND' })
  })

  it('changes a role', async () => {
    const user = await aSignedInUser(t.deps.db, 'user')
    const response = await call('PUT', `/api/admin/users/${user.user.id}/role`, { role: 'business_owner' })
    expectMatchesContract('setUserRole', response)
    expect(response.json().data.role).toBe('business_owner')
    expect((await call('PUT', `/api/admin/users/${user.user.id}/role`, { role: 'god' })).statusCode).toBe(400)
  })

  it('suspends: the sessions end, sign-in is refused after the password check, a reset does not undo it', async () => {
    const user = await aSignedInUser(t.deps.db, 'user')
    const response = await call('POST', `/api/admin/users/${user.user.id}/suspend`, {
      reason: 'Spam reviews',
    })
    expectMatchesContract('suspendUser', response)
    expect(response.json().data).toMatchObject({ suspendedReason: 'Spam reviews', sessions: [] })
    const live = await t.deps.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, user.user.id), isNull(sessions.revokedAt)))
    expect(live).toEqual([])
    expect((await call('GET', '/api/auth/sessions', undefined, user.token)).statusCode).toBe(401)
    expect((await lastMailTo(t.deps.db, user.user.email))?.body).toContain('Spam reviews')

    const wrong = await login(user.user.email, 'not the password')
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS')
    const refused = await login(user.user.email)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_SUSPENDED' })
    expect(refused.json().error).toMatch(/suspended/)

    await call('POST', `/api/admin/users/${user.user.id}/password-reset`)
    const token = tokenFrom((await lastMailTo(t.deps.db, user.user.email))?.body ?? '')
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'a brand new long passphrase' },
    })
    expect(reset.statusCode).toBe(200)
    expect((await login(user.user.email, 'a brand new long passphrase')).json().code).toBe(
      'ACCOUNT_SUSPENDED',
    )

    const lifted = await call('POST', `/api/admin/users/${user.user.id}/unsuspend`)
    expectMatchesContract('unsuspendUser', lifted)
    expect(lifted.json().data.suspendedAt).toBeNull()
    expect((await lastMailTo(t.deps.db, user.user.email))?.kind).toBe('account-unsuspended')
    expect((await login(user.user.email, 'a brand new long passphrase')).statusCode).toBe(200)
  })

  it('mails the suspension in the account’s language', async () => {
    const user = await aSignedInUser(t.deps.db, 'user')
    await t.deps.db.update(users).set({ language: 'el' }).where(eq(users.id, user.user.id))
    await call('POST', `/api/admin/users/${user.user.id}/suspend`, { reason: 'Ψεύτικες κριτικές' })
    const mail = await lastMailTo(t.deps.db, user.user.email)
    expect(mail).toMatchObject({ kind: 'account-suspended', language: 'el' })
    expect(mail?.subject).toContain('ανασταλεί')
  })

  it('resends the verification link, and says when the address is confirmed already', async () => {
    const user = await aSignedInUser(t.deps.db, 'user')
    expect((await call('POST', `/api/admin/users/${user.user.id}/resend-verification`)).json()).toMatchObject(
      {
        code: 'ALREADY_VERIFIED',
      },
    )
    await t.deps.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, user.user.id))
    const response = await call('POST', `/api/admin/users/${user.user.id}/resend-verification`)
    expectMatchesContract('resendUserVerification', response)
    expect((await lastMailTo(t.deps.db, user.user.email))?.kind).toBe('verify-email')
  })

  it('mails a password reset link as "Forgot password" does', async () => {
    const user = await aSignedInUser(t.deps.db, 'user')
    const response = await call('POST', `/api/admin/users/${user.user.id}/password-reset`)
    expectMatchesContract('startUserPasswordReset', response)
    expect((await lastMailTo(t.deps.db, user.user.email))?.body).toContain('/reset-password?token=')
  })

  it('refuses to demote or suspend the last active admin, itself included', async () => {
    await onlyAdmin(admin.user.id)
    const demote = await call('PUT', `/api/admin/users/${admin.user.id}/role`, { role: 'user' })
    expect(demote.statusCode).toBe(409)
    expect(demote.json()).toMatchObject({ code: 'LAST_ADMIN' })
    const suspend = await call('POST', `/api/admin/users/${admin.user.id}/suspend`, { reason: 'Leaving' })
    expect(suspend.json()).toMatchObject({ code: 'LAST_ADMIN' })
    const other = await aSignedInUser(t.deps.db, 'admin')
    await call('POST', `/api/admin/users/${other.user.id}/suspend`, { reason: 'On leave' })
    // A suspended admin does not count: the signed-in one is still the last active admin.
    expect((await call('PUT', `/api/admin/users/${admin.user.id}/role`, { role: 'user' })).statusCode).toBe(
      409,
    )
  })

  it('lets only one of two admins demoting each other at once succeed', async () => {
    await onlyAdmin(admin.user.id)
    const other = await aSignedInUser(t.deps.db, 'admin')
    const [first, second] = await Promise.all([
      call('PUT', `/api/admin/users/${other.user.id}/role`, { role: 'user' }),
      call('PUT', `/api/admin/users/${admin.user.id}/role`, { role: 'user' }, other.token),
    ])
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409])
    const admins = await t.deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), isNull(users.suspendedAt)))
    expect(admins).toHaveLength(1)
  })

  it('records the changes in the audit trail with the state before', async () => {
    const user = await aSignedInUser(t.deps.db, 'user')
    await call('PUT', `/api/admin/users/${user.user.id}/role`, { role: 'business_owner' })
    const trail = (await call('GET', `/api/admin/audit?entity=user:${user.user.id}`)).json()
    expect(trail.data[0]).toMatchObject({ action: 'setUserRole', entityType: 'user' })
    expect(trail.data[0].before).toMatchObject({ role: 'user' })
    expect(trail.data[0].after).toMatchObject({ role: 'business_owner' })
  })

  it('is for admins only', async () => {
    const owner = await aSignedInUser(t.deps.db, 'business_owner')
    expect((await call('GET', '/api/admin/users', undefined, owner.token)).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users' })).statusCode).toBe(401)
  })
})
