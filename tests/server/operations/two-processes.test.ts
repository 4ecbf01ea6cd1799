import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServerProcesses, type ServerProcesses } from '../../support/server-processes'
import { databaseUrl, withAdmin } from '../../support/test-database'

// Scale-out: several stateless app processes share one PostgreSQL. Two real server processes start at the same
// moment on an EMPTY database (both migrate, seed and create the first admin), then every piece of state a
// visitor or an owner relies on is seen by both: sessions, rate limits and uploaded photos.
const ADMIN = { email: 'admin@two-processes.test', password: 'a long password for two processes' }

describe.skipIf(!process.env.TEST_DATABASE_URL)('two app processes on one PostgreSQL', () => {
  const name = `portal_test_scale_${process.pid}`
  let processes: ServerProcesses
  let first: string
  let second: string
  beforeAll(async () => {
    await withAdmin((admin) => admin.query(`create database ${name}`))
    processes = await startServerProcesses(2, {
      DATABASE_URL: databaseUrl(name),
      SEED_DEMO: '1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    })
    ;[first, second] = processes.servers.map((s) => s.url) as [string, string]
  }, 180_000)
  afterAll(async () => {
    await processes?.stop()
    await withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`))
  })

  const signIn = async (base: string) => {
    const response = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    expect(response.status).toBe(200)
    return `Bearer ${((await response.json()) as { token: string }).token}`
  }

  it('both started at once on an empty database, migrated once and seeded one directory', async () => {
    for (const base of [first, second]) {
      const ready = await (await fetch(`${base}/api/ready`)).json()
      expect(ready).toMatchObject({ status: 'ready', database: 'postgres' })
    }
    const counts = await Promise.all(
      [first, second].map(
        async (base) => (await (await fetch(`${base}/api/businesses?limit=1`)).json()).total,
      ),
    )
    expect(counts[0]).toBeGreaterThan(0)
    expect(counts[1]).toBe(counts[0])
  })

  it('accepts a session made on one process on the other, and ends it on both', async () => {
    const authorization = await signIn(first)
    const profile = await fetch(`${second}/api/auth/sessions`, { headers: { authorization } })
    expect(profile.status).toBe(200)
    await fetch(`${second}/api/auth/logout`, { method: 'POST', headers: { authorization } })
    expect((await fetch(`${first}/api/auth/sessions`, { headers: { authorization } })).status).toBe(401)
  })

  it('counts a rate limit across both processes', async () => {
    // Password-reset mails: 3 an hour to one mailbox, wherever the requests land.
    const ask = (base: string) =>
      fetch(`${base}/api/auth/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'someone@two-processes.test' }),
      })
    const statuses = []
    for (const base of [first, second, first, second]) statuses.push((await ask(base)).status)
    expect(statuses.slice(0, 3).every((status) => status < 400)).toBe(true)
    expect(statuses[3]).toBe(429)
  })

  it('serves a photo uploaded through one process from the other', async () => {
    const authorization = await signIn(first)
    const { data } = await (await fetch(`${first}/api/businesses?limit=1`)).json()
    const businessId = data[0].id as number
    const owned = await fetch(`${first}/api/admin/businesses/${businessId}/owner`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify({ email: ADMIN.email }),
    })
    expect(owned.status).toBe(200)
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a7' } })
      .jpeg()
      .toBuffer()
    const form = new FormData()
    form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'harbour.jpg')
    const uploaded = await fetch(`${first}/api/owner/businesses/${businessId}/photos`, {
      method: 'POST',
      headers: { authorization },
      body: form,
    })
    expect(uploaded.status, await uploaded.clone().text()).toBe(201)
    const url = ((await uploaded.json()) as { data: { photos: Array<{ url: string }> } }).data.photos.at(
      -1,
    )?.url
    const served = await fetch(`${second}${url}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
  })
})
