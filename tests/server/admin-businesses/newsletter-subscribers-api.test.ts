import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newsletterSubscriptions } from '../../../server/db/schema'
import { csvField } from '../../../server/import/csv'
import { aSignedInUser } from '../../support/accounts'
import { expectMatchesContract } from '../../support/contract'
import { createTestApp, type TestApp } from '../../support/test-app'

describe("the admin's newsletter subscribers", () => {
  let t: TestApp
  let admin: string
  beforeAll(async () => {
    t = await createTestApp('pglite')
    admin = (await aSignedInUser(t.deps.db, 'admin')).token
    await t.deps.db.insert(newsletterSubscriptions).values([
      {
        email: 'anna@example.cy',
        language: 'el',
        status: 'subscribed',
        consentedAt: new Date('2026-10-01T08:00:00Z'),
        confirmedAt: new Date('2026-10-01T08:05:00Z'),
      },
      {
        email: 'boris@example.cy',
        language: 'ru',
        status: 'unsubscribed',
        consentedAt: new Date('2026-10-02T08:00:00Z'),
        confirmedAt: new Date('2026-10-02T08:05:00Z'),
        unsubscribedAt: new Date('2026-11-02T08:00:00Z'),
      },
      {
        email: '=cmd@evil.example',
        language: 'en',
        status: 'subscribed',
        consentedAt: new Date('2026-10-03T08:00:00Z'),
        confirmedAt: new Date('2026-10-03T08:05:00Z'),
      },
      // Signed up, never confirmed (double opt-in): the admin sees it waiting; no export carries it.
      { email: 'petros@example.cy', language: 'el', consentedAt: new Date('2026-09-30T08:00:00Z') },
    ])
  })
  afterAll(() => t.close())

  const get = (url: string, token: string | null = admin) =>
    t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} })

  it('lists subscribers with language, consent and unsubscribe times, newest consent first', async () => {
    const response = await get('/api/admin/newsletter/subscribers')
    expectMatchesContract('listNewsletterSubscribers', response)
    const body = response.json()
    expect(body).toMatchObject({ total: 4, page: 1, pageSize: 50 })
    expect(body.data[1]).toMatchObject({
      email: 'boris@example.cy',
      language: 'ru',
      status: 'unsubscribed',
      consentedAt: '2026-10-02T08:00:00.000Z',
      unsubscribedAt: '2026-11-02T08:00:00.000Z',
    })
  })

  it('filters by part of the address and by status', async () => {
    const anna = (await get('/api/admin/newsletter/subscribers?q=ANNA')).json()
    expect(anna.data.map((s: { email: string }) => s.email)).toEqual(['anna@example.cy'])
    const gone = (await get('/api/admin/newsletter/subscribers?status=unsubscribed')).json()
    expect(gone.total).toBe(1)
    const waiting = (await get('/api/admin/newsletter/subscribers?status=pending')).json()
    expect(waiting.data).toMatchObject([{ email: 'petros@example.cy', status: 'pending' }])
  })

  it('never exports an address that has not confirmed, whatever the filter', async () => {
    for (const filter of ['', '?status=pending', '?q=petros']) {
      const text = (await get(`/api/admin/newsletter/subscribers.csv${filter}`)).rawPayload.toString('utf8')
      expect(text).not.toContain('petros')
    }
  })

  it('exports a CSV a spreadsheet opens: BOM, quoted fields, formulas defused, the same filter', async () => {
    const response = await get('/api/admin/newsletter/subscribers.csv?status=subscribed')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/csv/)
    expect(response.headers['content-disposition']).toMatch(/attachment/)
    const text = response.rawPayload.toString('utf8')
    expect(
      text.startsWith(
        '\uFEFF"email","language","status","consented_at","confirmed_at","unsubscribed_at"\r\n',
      ),
    ).toBe(true)
    expect(text).toContain(
      '"anna@example.cy","el","subscribed","2026-10-01T08:00:00.000Z","2026-10-01T08:05:00.000Z",""\r\n',
    )
    expect(text).toContain(`"'=cmd@evil.example"`)
    expect(text).not.toContain('boris')
  })

  it('announces how many rows the file holds, so a download cut short is noticed', async () => {
    const response = await get('/api/admin/newsletter/subscribers.csv?status=subscribed')
    const text = response.rawPayload.toString('utf8')
    const lines = text.split('\r\n').filter(Boolean)
    expect(response.headers['x-row-count']).toBe(String(lines.length - 1))
    expect(Number(response.headers['x-row-count'])).toBeGreaterThan(0)
  })

  it('quotes and guards every field', () => {
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('+357')).toBe(`"'+357"`)
    expect(csvField('-1')).toBe(`"'-1"`)
    expect(csvField('@sum')).toBe(`"'@sum"`)
    expect(csvField('plain')).toBe('"plain"')
  })

  it('answers 401 without a session and 403 to a plain user', async () => {
    expect((await get('/api/admin/newsletter/subscribers.csv', null)).statusCode).toBe(401)
    const user = (await aSignedInUser(t.deps.db, 'user')).token
    const forbidden = await get('/api/admin/newsletter/subscribers', user)
    expectMatchesContract('listNewsletterSubscribers', forbidden)
    expect(forbidden.statusCode).toBe(403)
  })
})
