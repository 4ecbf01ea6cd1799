import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSession } from '../../server/services/auth/account-service'
import { aSignedInUser, lastMailTo, tokenFrom } from '../support/accounts'
import { expectMatchesContract } from '../support/contract'
import { createTestApp, type TestApp } from '../support/test-app'
import { ENGINES } from '../support/test-database'

const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:135.0) Gecko/20100101 Firefox/135.0'
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

describe.each(ENGINES)('signed-in devices and session hygiene on %s', (engine) => {
  let t: TestApp
  let now = new Date('2026-11-22T10:00:00Z')
  beforeAll(async () => {
    t = await createTestApp(engine, { clock: () => now, sessionIdleDays: 14 })
  })
  afterAll(() => t.close())

  const call = async (
    operationId: string,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    { token, payload, agent }: { token?: string; payload?: object; agent?: string } = {},
  ) => {
    const response = await t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(agent ? { 'user-agent': agent } : {}),
      },
    })
    expectMatchesContract(operationId, response)
    return { status: response.statusCode, body: response.json() }
  }
  const signIn = async (email: string, agent: string) =>
    (
      await call('login', 'POST', '/api/auth/login', {
        payload: { email, password: 'correct horse battery' },
        agent,
      })
    ).body.token as string

  it('lists the user’s own sessions with their device, and which one is this', async () => {
    const { user } = await aSignedInUser(t.deps.db, 'user')
    const onLaptop = await signIn(user.email, FIREFOX_ON_WINDOWS)
    const onPhone = await signIn(user.email, SAFARI_ON_IPHONE)
    const { status, body } = await call('listSessions', 'GET', '/api/auth/sessions', { token: onPhone })
    expect(status).toBe(200)
    const devices = body.data.map((d: { device: string; isCurrent: boolean }) => [d.device, d.isCurrent])
    expect(devices).toEqual(
      expect.arrayContaining([
        ['Safari · iPhone', true],
        ['Firefox · Windows', false],
      ]),
    )
    // The helper's own session (no User-Agent) is the third.
    expect(body.data).toHaveLength(3)
    expect(onLaptop).not.toBe(onPhone)
  })

  it('signs out another of the user’s devices, and answers 404 for another user’s session', async () => {
    const { user } = await aSignedInUser(t.deps.db, 'user')
    const laptop = await signIn(user.email, FIREFOX_ON_WINDOWS)
    const phone = await signIn(user.email, SAFARI_ON_IPHONE)
    const stranger = await aSignedInUser(t.deps.db, 'user')
    const list = await call('listSessions', 'GET', '/api/auth/sessions', { token: phone })
    const laptopId = list.body.data.find((d: { device: string }) => d.device === 'Firefox · Windows').id

    const foreign = await call('revokeSession', 'DELETE', `/api/auth/sessions/${laptopId}`, {
      token: stranger.token,
    })
    expect(foreign.status).toBe(404)
    expect((await call('getProfile', 'GET', `/api/auth/profile/${user.id}`, { token: laptop })).status).toBe(
      200,
    )

    const own = await call('revokeSession', 'DELETE', `/api/auth/sessions/${laptopId}`, { token: phone })
    expect(own.status).toBe(200)
    const afterwards = await call('getProfile', 'GET', `/api/auth/profile/${user.id}`, { token: laptop })
    expect(afterwards).toMatchObject({ status: 401, body: { code: 'SESSION_EXPIRED' } })
    expect(
      (await call('revokeSession', 'DELETE', `/api/auth/sessions/${laptopId}`, { token: phone })).status,
    ).toBe(404)
  })

  it('ends a session unused for longer than the idle timeout, within the 30 days', async () => {
    const { user } = await aSignedInUser(t.deps.db, 'user')
    const started = new Date(now.getTime() - 15 * DAY_MS)
    const idle = await startSession(t.deps.db, user.id, started)
    const used = await startSession(t.deps.db, user.id, started)
    // Used every 13 days, it lives on; untouched for 15, it has ended.
    now = new Date(started.getTime() + 13 * DAY_MS)
    try {
      expect((await call('getProfile', 'GET', `/api/auth/profile/${user.id}`, { token: used })).status).toBe(
        200,
      )
      now = new Date(started.getTime() + 15 * DAY_MS)
      expect((await call('getProfile', 'GET', `/api/auth/profile/${user.id}`, { token: used })).status).toBe(
        200,
      )
      const ended = await call('getProfile', 'GET', `/api/auth/profile/${user.id}`, { token: idle })
      expect(ended).toMatchObject({ status: 401, body: { code: 'SESSION_EXPIRED' } })
    } finally {
      now = new Date('2026-11-22T10:00:00Z')
    }
  })

  it('moves "last used" at most once an hour', async () => {
    const { user, token } = await aSignedInUser(t.deps.db, 'user')
    const lastUsed = async () =>
      (await call('listSessions', 'GET', '/api/auth/sessions', { token })).body.data[0].lastUsedAt
    const before = now
    try {
      now = new Date(before.getTime() + 2 * HOUR_MS)
      const first = await lastUsed()
      expect(first).toBe(now.toISOString())
      now = new Date(now.getTime() + 30 * 60 * 1000)
      expect(await lastUsed()).toBe(first)
      expect(user.id).toBeGreaterThan(0)
    } finally {
      now = before
    }
  })

  it('voids the other outstanding reset links when one is used', async () => {
    const { user } = await aSignedInUser(t.deps.db, 'user')
    const resetLink = async () => {
      await call('forgotPassword', 'POST', '/api/auth/forgot-password', { payload: { email: user.email } })
      await t.settled()
      return tokenFrom((await lastMailTo(t.deps.db, user.email))!.body)
    }
    const first = await resetLink()
    const second = await resetLink()
    const used = await call('resetPassword', 'POST', '/api/auth/reset-password', {
      payload: { token: second, password: 'olive groves at dawn 1987' },
    })
    expect(used.status).toBe(200)
    const stale = await call('resetPassword', 'POST', '/api/auth/reset-password', {
      payload: { token: first, password: 'a different olive grove' },
    })
    expect(stale).toMatchObject({ status: 400, body: { code: 'INVALID_TOKEN' } })
  })

  it('voids the other outstanding verification links when one is used', async () => {
    const email = `verify-${Date.now()}@example.cy`
    await call('register', 'POST', '/api/auth/register', {
      payload: { email, password: 'olive groves at dawn 1987', name: 'Andreas Ioannou' },
    })
    const first = tokenFrom((await lastMailTo(t.deps.db, email))!.body)
    await call('resendVerification', 'POST', '/api/auth/resend-verification', { payload: { email } })
    const second = tokenFrom((await lastMailTo(t.deps.db, email))!.body)
    expect(
      (await call('verifyEmail', 'POST', '/api/auth/verify-email', { payload: { token: first } })).status,
    ).toBe(200)
    const stale = await call('verifyEmail', 'POST', '/api/auth/verify-email', { payload: { token: second } })
    expect(stale).toMatchObject({ status: 400, body: { code: 'INVALID_TOKEN' } })
  })

  it('voids outstanding reset links when the password is changed', async () => {
    const { user, token } = await aSignedInUser(t.deps.db, 'user')
    await call('forgotPassword', 'POST', '/api/auth/forgot-password', { payload: { email: user.email } })
    await t.settled()
    const link = tokenFrom((await lastMailTo(t.deps.db, user.email))!.body)
    const changed = await call('changePassword', 'POST', '/api/auth/change-password', {
      token,
      payload: { currentPassword: 'correct horse battery', newPassword: 'olive groves at dawn 1987' },
      agent: FIREFOX_ON_WINDOWS,
    })
    expect(changed.status).toBe(200)
    const stale = await call('resetPassword', 'POST', '/api/auth/reset-password', {
      payload: { token: link, password: 'a different olive grove' },
    })
    expect(stale).toMatchObject({ status: 400, body: { code: 'INVALID_TOKEN' } })
    // The new session keeps the device it was changed on.
    const list = await call('listSessions', 'GET', '/api/auth/sessions', { token: changed.body.token })
    expect(list.body.data).toEqual([
      expect.objectContaining({ device: 'Firefox · Windows', isCurrent: true }),
    ])
  })
})
