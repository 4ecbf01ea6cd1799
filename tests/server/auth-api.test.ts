import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { lastMailTo, tokenFrom } from '../support/accounts'
import { expectMatchesContract } from '../support/contract'
import { createTestApp, type TestApp } from '../support/test-app'
import { ENGINES } from '../support/test-database'

const PASSWORD = 'kalimera-limassol-2026'

describe.each(ENGINES)('accounts on %s', (engine) => {
  let t: TestApp
  const now = new Date('2026-11-22T10:00:00Z')
  const waits: number[] = []
  beforeAll(async () => {
    t = await createTestApp(engine, {
      clock: () => now,
      sleep: async (ms) => {
        waits.push(ms)
      },
    })
  })
  afterAll(() => t.close())

  const call = async (operationId: string, method: string, url: string, payload?: object, token?: string) => {
    const response = await t.app.inject({
      method: method as 'GET',
      url,
      ...(payload ? { payload } : {}),
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'x-user-language': 'el' },
    })
    expectMatchesContract(operationId, response)
    return { status: response.statusCode, body: response.json(), headers: response.headers }
  }
  const register = (email: string, extra: object = {}) =>
    call('register', 'POST', '/api/auth/register', {
      email,
      password: PASSWORD,
      name: 'Eleni Georgiou',
      ...extra,
    })
  const login = (email: string, password = PASSWORD) =>
    call('login', 'POST', '/api/auth/login', { email, password })

  it('walks from sign-up through the mailed link to signing in, the profile and signing out', async () => {
    const email = 'eleni@example.com.cy'
    const created = await register(email, { phone: '99 123 456', countryCode: '+357', agreeMarketing: true })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      requiresVerification: true,
      email,
      user: { role: 'user', emailVerified: false, language: 'el' },
    })

    // Spec §8: an unverified account cannot sign in, and the answer carries what the verify flow needs.
    const early = await login(email)
    expect(early.status).toBe(403)
    expect(early.body).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      userId: created.body.user.id,
      email,
      name: 'Eleni Georgiou',
    })

    const mail = await lastMailTo(t.deps.db, email)
    expect(mail?.language).toBe('el')
    expect(mail?.subject).toMatch(/Επιβεβαιώστε/)
    expect(mail?.body).toContain('http://portal.test/verify-email?token=')
    const token = tokenFrom(mail!.body)
    expect((await call('verifyEmail', 'POST', '/api/auth/verify-email', { token })).status).toBe(200)
    expect((await call('verifyEmail', 'POST', '/api/auth/verify-email', { token })).body.code).toBe(
      'INVALID_TOKEN',
    )

    const signedIn = await login(email.toUpperCase())
    expect(signedIn.status).toBe(200)
    const session = signedIn.body.token
    const profile = await call(
      'getProfile',
      'GET',
      `/api/auth/profile/${signedIn.body.user.id}`,
      undefined,
      session,
    )
    expect(profile.headers['cache-control']).toBe('no-cache')
    expect(profile.body.user).toMatchObject({
      email,
      phone: '+35799123456',
      countryCode: '+357',
      agreeMarketing: true,
      emailVerified: true,
    })

    const renamed = await call(
      'updateProfile',
      'PATCH',
      '/api/auth/profile',
      { name: 'Eleni G.', language: 'ru' },
      session,
    )
    expect(renamed.body.user).toMatchObject({ name: 'Eleni G.', language: 'ru' })

    expect((await call('logout', 'POST', '/api/auth/logout', undefined, session)).status).toBe(200)
    const after = await call(
      'getProfile',
      'GET',
      `/api/auth/profile/${signedIn.body.user.id}`,
      undefined,
      session,
    )
    expect(after.status).toBe(401)
  })

  it('refuses a blank name and a phone its country does not have, as the forms do', async () => {
    const blank = await register('blank@example.cy', { name: '   ' })
    expect(blank.status).toBe(400)
    const badPhone = await register('phone@example.cy', { phone: '12 345 678', countryCode: '+357' })
    expect(badPhone.status).toBe(400)
    expect(badPhone.body.code).toBe('INVALID_PHONE')
    expect((await login('phone@example.cy')).status).toBe(401)
  })

  it('refuses a second account for the same address, whatever its case', async () => {
    await register('nikos@example.cy')
    const again = await register('Nikos@Example.CY')
    expect(again.status).toBe(409)
    expect(again.body.code).toBe('EMAIL_TAKEN')
  })

  it('slows sign-in after five wrong passwords, yet lets the right one in', async () => {
    const email = 'andreas@example.cy'
    await register(email)
    await call('verifyEmail', 'POST', '/api/auth/verify-email', {
      token: tokenFrom((await lastMailTo(t.deps.db, email))!.body),
    })
    for (let i = 0; i < 5; i++) expect((await login(email, 'wrong password')).status).toBe(401)
    expect(waits).toEqual([])
    expect((await login(email, 'wrong password')).status).toBe(401)
    expect((await login(email)).status).toBe(200)
    expect(waits).toEqual([1000, 2000])
  })

  it('resets a forgotten password once, ending every session, without telling who has an account', async () => {
    const email = 'maria@example.cy'
    await register(email)
    await call('verifyEmail', 'POST', '/api/auth/verify-email', {
      token: tokenFrom((await lastMailTo(t.deps.db, email))!.body),
    })
    const before = (await login(email)).body.token

    const unknown = await call('forgotPassword', 'POST', '/api/auth/forgot-password', {
      email: 'nobody@example.cy',
    })
    const known = await call('forgotPassword', 'POST', '/api/auth/forgot-password', { email })
    expect(unknown.body).toEqual(known.body)
    // The mail is sent after the answer (the same time for both); wait for it before reading the outbox.
    await t.settled()
    expect(await lastMailTo(t.deps.db, 'nobody@example.cy')).toBeNull()

    const token = tokenFrom((await lastMailTo(t.deps.db, email))!.body)
    expect(
      (
        await call('resetPassword', 'POST', '/api/auth/reset-password', {
          token,
          password: 'a brand new secret',
        })
      ).status,
    ).toBe(200)
    expect(
      (await call('resetPassword', 'POST', '/api/auth/reset-password', { token, password: 'another secret' }))
        .status,
    ).toBe(400)
    expect((await call('logout', 'POST', '/api/auth/logout', undefined, before)).status).toBe(401)
    expect((await login(email)).status).toBe(401)
    expect((await login(email, 'a brand new secret')).status).toBe(200)
  })

  it('changes a password with the current one and deletes an account only with the password', async () => {
    const email = 'giorgos@example.cy'
    await register(email)
    await call('verifyEmail', 'POST', '/api/auth/verify-email', {
      token: tokenFrom((await lastMailTo(t.deps.db, email))!.body),
    })
    const session = (await login(email)).body.token
    const wrong = await call(
      'changePassword',
      'POST',
      '/api/auth/change-password',
      { currentPassword: 'nope', newPassword: 'new password 1' },
      session,
    )
    expect(wrong.status).toBe(400)
    const changed = await call(
      'changePassword',
      'POST',
      '/api/auth/change-password',
      { currentPassword: PASSWORD, newPassword: 'new password 1' },
      session,
    )
    expect(changed.status).toBe(200)
    expect((await call('logout', 'POST', '/api/auth/logout', undefined, session)).status).toBe(401)

    const fresh = changed.body.token
    expect(
      (await call('deleteAccount', 'DELETE', '/api/auth/account', { password: 'wrong' }, fresh)).status,
    ).toBe(400)
    expect(
      (await call('deleteAccount', 'DELETE', '/api/auth/account', { password: 'new password 1' }, fresh))
        .status,
    ).toBe(200)
    expect((await login(email, 'new password 1')).status).toBe(401)
  })
})

describe('account logs', () => {
  it('never print a password, a token or a mailed link', async () => {
    const lines: string[] = []
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk))
        done()
      },
    })
    const base = await createTestApp('pglite')
    const app = await buildApp(base.deps, { logger: { level: 'trace', stream } })
    try {
      const email = 'quiet@example.cy'
      await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email, password: PASSWORD, name: 'Quiet' },
      })
      const mail = await lastMailTo(base.deps.db, email)
      const token = tokenFrom(mail!.body)
      await app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } })
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: PASSWORD },
      })
      const session = login.json().token
      await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } })
      await base.settled()
      await app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { authorization: `Bearer ${session}` },
      })
      // The mailed links themselves, as a browser requests them.
      await app.inject({ method: 'GET', url: `/verify-email?token=${token}` })
      await app.inject({ method: 'GET', url: `/reset-password?lang=el&token=${token}` })
      const log = lines.join('')
      expect(log).toContain('mail queued in the outbox')
      for (const secret of [PASSWORD, token, session]) expect(log).not.toContain(secret)
      expect(log).not.toMatch(/token=(?!\[redacted\])/)
      expect(log).toContain('/verify-email?token=[redacted]')
    } finally {
      await app.close()
      await base.close()
    }
  })
})

describe('the development outbox', () => {
  it('lists mails with their links when enabled, and does not exist otherwise', async () => {
    const base = await createTestApp('pglite')
    const dev = await buildApp(base.deps, { isDevOutboxEnabled: true })
    try {
      await dev.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: 'dev@example.cy', password: PASSWORD, name: 'Dev <b>' },
      })
      const page = await dev.inject({ method: 'GET', url: '/dev/outbox' })
      expect(page.statusCode).toBe(200)
      expect(page.body).toMatch(/<a href="http:\/\/portal\.test\/verify-email\?token=[A-Za-z0-9_-]+">/)
      expect(page.body).toContain('Dev &lt;b&gt;')
      expect((await base.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404)
    } finally {
      await dev.close()
      await base.close()
    }
  })
})
