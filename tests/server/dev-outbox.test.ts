import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { aSignedInUser } from '../support/accounts'
import { createTestApp, type TestApp } from '../support/test-app'

// The development outbox shows live reset links: only to a browser on the same machine, or to an admin.
describe('the development outbox', () => {
  let t: TestApp
  let app: Awaited<ReturnType<typeof buildApp>>
  beforeAll(async () => {
    t = await createTestApp('pglite')
    app = await buildApp(t.deps, { isDevOutboxEnabled: true, trustProxy: true })
  })
  afterAll(async () => {
    await app.close()
    await t.close()
  })

  const open = (remoteAddress: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress, headers })

  it('opens on loopback', async () => {
    expect((await open('127.0.0.1')).statusCode).toBe(200)
    expect((await open('::1')).statusCode).toBe(200)
  })

  it('is not there for another machine, whatever headers it sends', async () => {
    expect((await open('203.0.113.9')).statusCode).toBe(404)
    expect((await open('203.0.113.9', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(404)
    const { token } = await aSignedInUser(t.deps.db, 'business_owner')
    expect((await open('203.0.113.9', { authorization: `Bearer ${token}` })).statusCode).toBe(404)
  })

  it('opens for an admin from anywhere', async () => {
    const { token } = await aSignedInUser(t.deps.db, 'admin')
    expect((await open('203.0.113.9', { authorization: `Bearer ${token}` })).statusCode).toBe(200)
  })
})
