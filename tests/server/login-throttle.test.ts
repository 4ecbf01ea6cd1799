import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, trustProxyFromEnv } from '../../server/app'
import type { AppDeps } from '../../server/deps'
import {
  LOGIN_MAX_DELAY_MS,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  loginDelayMs,
} from '../../server/services/auth/login-throttle'
import { aSignedInUser } from '../support/accounts'
import { createTestApp, type TestApp } from '../support/test-app'

const PASSWORD = 'correct horse battery'

describe('the sign-in throttle', () => {
  let t: TestApp
  let behindProxy: Awaited<ReturnType<typeof buildApp>>
  const waits: number[] = []
  beforeAll(async () => {
    const sleep: AppDeps['sleep'] = async (ms) => {
      waits.push(ms)
    }
    t = await createTestApp('pglite', { sleep })
    behindProxy = await buildApp({ ...t.deps, sleep }, { trustProxy: 1 })
  })
  afterAll(async () => {
    await behindProxy.close()
    await t.close()
  })

  const login = (email: string, password: string, client: string) =>
    behindProxy.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-for': client },
    })

  it('reads TRUST_PROXY as true, a hop count or a list of addresses', () => {
    expect(trustProxyFromEnv(undefined)).toBe(false)
    expect(trustProxyFromEnv('false')).toBe(false)
    expect(trustProxyFromEnv('true')).toBe(true)
    expect(trustProxyFromEnv('2')).toBe(2)
    expect(trustProxyFromEnv('10.0.0.1, 192.168.0.0/16')).toEqual(['10.0.0.1', '192.168.0.0/16'])
  })

  it('grows the wait after five failures, up to a ceiling', () => {
    expect([1, 5, 6, 7, 8].map(loginDelayMs)).toEqual([0, 0, 1000, 2000, 4000])
    expect(loginDelayMs(1000)).toBe(LOGIN_MAX_DELAY_MS)
  })

  it('behind a proxy, stops the address that guesses and no one else', async () => {
    const { user } = await aSignedInUser(t.deps.db, 'user')
    const guesser = '203.0.113.1'
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ADDRESS; i++)
      await login(`nobody-${i}@example.cy`, 'wrong password', guesser)
    const refused = await login(user.email, PASSWORD, guesser)
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect((await login(user.email, PASSWORD, '203.0.113.2')).statusCode).toBe(200)
  })

  it('never locks an account: after many wrong passwords the right one still signs in', async () => {
    const { user } = await aSignedInUser(t.deps.db, 'user')
    waits.length = 0
    for (let i = 0; i < 12; i++)
      expect((await login(user.email, 'wrong password', `198.51.100.${i}`)).statusCode).toBe(401)
    const signedIn = await login(user.email, PASSWORD, '198.51.100.200')
    expect(signedIn.statusCode).toBe(200)
    expect(waits.length).toBeGreaterThan(0)
    expect(waits.at(-1)).toBeGreaterThan(waits[0]!)
  })

  it('counts concurrent guesses: they cannot all slip past one check', async () => {
    const { user } = await aSignedInUser(t.deps.db, 'user')
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => login(user.email, 'wrong password', '203.0.113.50')),
    )
    const statuses = answers.map((a) => a.statusCode)
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_MAX_FAILURES_PER_ADDRESS)
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - LOGIN_MAX_FAILURES_PER_ADDRESS)
  })
})
