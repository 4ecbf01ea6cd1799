import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { analyticsEvents, newsletterSubscriptions } from '../../server/db/schema'
import { createLibreTranslate } from '../../server/services/translate/libre-translate.adapter'
import { aSignedInUser, lastMailTo } from '../support/accounts'
import { expectMatchesContract } from '../support/contract'
import { createTestApp, type TestApp } from '../support/test-app'

const TAGS = {
  tagManager: { id: 'GTM-TEST1', scriptUrl: 'http://tags.test/gtm.js' },
  pixel: { id: '1234567890', scriptUrl: 'http://tags.test/fbevents.js', noscriptUrl: 'http://tags.test/tr' },
}

function confirmTokenIn(body: string): string {
  const match = /\/confirm-subscription\?token=([A-Za-z0-9_-]+)/.exec(body)
  if (!match?.[1]) throw new Error(`no confirmation link in: ${body}`)
  return match[1]
}

function unsubscribeTokenIn(body: string): string {
  const match = /\/unsubscribe\?token=([A-Za-z0-9_.-]+)/.exec(body)
  if (!match?.[1]) throw new Error(`no unsubscribe link in: ${body}`)
  return match[1]
}

describe('newsletter, translation and analytics API', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('pglite', { analyticsTags: TAGS })
  })
  afterAll(() => t.close())

  const call = async (
    operationId: string,
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => {
    const response = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
    expectMatchesContract(operationId, response)
    return { status: response.statusCode, body: response.json() }
  }

  /** Signs an address up and opens the confirmation link from its mail (double opt-in). */
  const subscribeConfirmed = async (email: string, headers: Record<string, string> = {}) => {
    const asked = await call('subscribeNewsletter', 'POST', '/api/subscription/subscribe', { email }, headers)
    expect(asked.status).toBe(202)
    const token = confirmTokenIn((await lastMailTo(t.deps.db, email))?.body ?? '')
    const confirmed = await call('confirmNewsletterSubscription', 'POST', '/api/subscription/confirm', {
      token,
    })
    expect(confirmed.status).toBe(200)
  }

  it('mails a new subscriber, in their language, a link to confirm, then one that unsubscribes', async () => {
    const email = 'andreas@example.cy'
    const asked = await call('subscribeNewsletter', 'POST', '/api/subscription/subscribe', {
      email,
      language: 'el',
    })
    expect(asked.status).toBe(202)
    const request = await lastMailTo(t.deps.db, email)
    expect(request).toMatchObject({ kind: 'newsletter-confirm', language: 'el' })
    expect(request?.subject).toMatch(/Επιβεβαιώστε/)
    const confirmed = await call('confirmNewsletterSubscription', 'POST', '/api/subscription/confirm', {
      token: confirmTokenIn(request?.body ?? ''),
    })
    expect(confirmed.status).toBe(200)
    const mail = await lastMailTo(t.deps.db, email)
    expect(mail?.kind).toBe('newsletter-welcome')
    expect(mail?.language).toBe('el')
    expect(mail?.body).toContain('http://portal.test/unsubscribe?token=')
    const [row] = await t.deps.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email))
    expect(row).toMatchObject({ language: 'el', status: 'subscribed' })
    expect(row?.consentedAt.toISOString()).toBe('2026-11-22T10:00:00.000Z')

    const token = unsubscribeTokenIn(mail?.body ?? '')
    const done = await call('unsubscribeNewsletterByToken', 'POST', '/api/subscription/unsubscribe', {
      token,
    })
    expect(done.status).toBe(200)
    const [after] = await t.deps.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email))
    expect(after?.status).toBe('unsubscribed')
    // A second click on the same link is not an error.
    const again = await call('unsubscribeNewsletterByToken', 'POST', '/api/subscription/unsubscribe', {
      token,
    })
    expect(again.status).toBe(200)
  })

  it('refuses a token it did not sign, and one signed for another address', async () => {
    await subscribeConfirmed('maria@example.cy')
    const token = unsubscribeTokenIn((await lastMailTo(t.deps.db, 'maria@example.cy'))?.body ?? '')
    const [, signature] = token.split('.')
    const forged = `${Buffer.from('other@example.cy').toString('base64url')}.${signature}`
    for (const bad of [forged, 'bm90LWFuLWVtYWls.c2lnbmF0dXJl']) {
      const refused = await call('unsubscribeNewsletterByToken', 'POST', '/api/subscription/unsubscribe', {
        token: bad,
      })
      expect(refused.status).toBe(400)
      expect(refused.body.code).toBe('INVALID_UNSUBSCRIBE_TOKEN')
    }
  })

  it('accepts a link signed by another process on the same database', async () => {
    await subscribeConfirmed('nikos@example.cy')
    const token = unsubscribeTokenIn((await lastMailTo(t.deps.db, 'nikos@example.cy'))?.body ?? '')
    const other = await buildApp(t.deps)
    try {
      const response = await other.inject({
        method: 'POST',
        url: '/api/subscription/unsubscribe',
        payload: { token },
      })
      expect(response.statusCode).toBe(200)
    } finally {
      await other.close()
    }
  })

  it('keeps one row for simultaneous sign-ups of one address, and answers each alike', async () => {
    const email = 'race@example.cy'
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        t.app.inject({ method: 'POST', url: '/api/subscription/subscribe', payload: { email } }),
      ),
    )
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202, 202])
    const rows = await t.deps.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email))
    expect(rows).toMatchObject([{ status: 'pending' }])
  })

  it('tells a signed-in user their status and lets them unsubscribe their own address only', async () => {
    const { user, token } = await aSignedInUser(t.deps.db, 'user')
    const auth = { authorization: `Bearer ${token}`, 'x-user-language': 'ru' }
    const before = await call('getNewsletterStatus', 'GET', '/api/subscription/status', undefined, auth)
    expect(before.body).toEqual({ success: true, subscribed: false })
    await call('subscribeNewsletter', 'POST', '/api/subscription/subscribe', { email: user.email }, auth)
    const waiting = await call('getNewsletterStatus', 'GET', '/api/subscription/status', undefined, auth)
    expect(waiting.body).toEqual({ success: true, subscribed: false })
    const link = confirmTokenIn((await lastMailTo(t.deps.db, user.email))?.body ?? '')
    await call('confirmNewsletterSubscription', 'POST', '/api/subscription/confirm', { token: link })
    const during = await call('getNewsletterStatus', 'GET', '/api/subscription/status', undefined, auth)
    expect(during.body).toEqual({ success: true, subscribed: true, language: 'ru' })

    const notMine = await call(
      'unsubscribeNewsletter',
      'POST',
      '/api/subscription/unsubscribe-user',
      { email: 'eleni@example.cy' },
      auth,
    )
    expect(notMine).toMatchObject({ status: 400, body: { code: 'NOT_YOUR_ADDRESS' } })
    const mine = await call(
      'unsubscribeNewsletter',
      'POST',
      '/api/subscription/unsubscribe-user',
      { email: user.email.toUpperCase() },
      auth,
    )
    expect(mine.status).toBe(200)
    const after = await call('getNewsletterStatus', 'GET', '/api/subscription/status', undefined, auth)
    expect(after.body.subscribed).toBe(false)
    const anonymous = await call('getNewsletterStatus', 'GET', '/api/subscription/status')
    expect(anonymous.status).toBe(401)
  })

  it('answers 503 TRANSLATION_NOT_CONFIGURED without a translation service', async () => {
    const response = await call('translateText', 'POST', '/api/translate/single', {
      text: 'Kalimera',
      targetLanguage: 'en',
    })
    expect(response.status).toBe(503)
    expect(response.body.code).toBe('TRANSLATION_NOT_CONFIGURED')
  })

  it('tells the browser which third-party tags are configured', async () => {
    const { body } = await call('getAnalyticsConfig', 'GET', '/api/analytics/config')
    expect(body).toEqual({ success: true, data: TAGS })
  })

  it('stores page views and business events without anything about the visitor', async () => {
    const stored = await call(
      'recordAnalyticsEvents',
      'POST',
      '/api/analytics/events',
      {
        events: [
          { type: 'page_view', path: '/businesses', query: 'q=meze' },
          { type: 'business_call', path: '/kafeneio', businessId: 1 },
          { type: 'business_preview', path: '/', businessId: 2 },
        ],
      },
      { 'x-user-language': 'el' },
    )
    expect(stored).toMatchObject({ status: 202, body: { success: true, accepted: 3 } })
    const rows = await t.deps.db.select().from(analyticsEvents).where(eq(analyticsEvents.businessId, 1))
    expect(rows).toEqual([
      expect.objectContaining({ type: 'business_call', path: '/kafeneio', language: 'el', query: '' }),
    ])
  })

  it('refuses events that do not make sense with a 400', async () => {
    const cases = [
      { type: 'business_call', path: '/x' },
      { type: 'page_view', path: '/x', businessId: 1 },
      { type: 'business_website', path: '/x', businessId: 99999999 },
      { type: 'page_view', path: 'no-slash' },
      { type: 'purchase', path: '/x' },
    ]
    for (const event of cases) {
      const response = await call('recordAnalyticsEvents', 'POST', '/api/analytics/events', {
        events: [event],
      })
      expect(response.status, JSON.stringify(event)).toBe(400)
    }
    const [total] = await t.deps.db
      .select({ n: count() })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.path, '/x'))
    expect(total?.n).toBe(0)
  })
})

describe('analytics rate limit', () => {
  it('answers 429 with Retry-After once a client sends more than 60 batches a minute', async () => {
    const t = await createTestApp('pglite')
    try {
      const send = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/analytics/events',
          payload: { events: [{ type: 'page_view', path: '/' }] },
        })
      for (let i = 0; i < 60; i++) expect((await send()).statusCode).toBe(202)
      const limited = await send()
      expectMatchesContract('recordAnalyticsEvents', limited)
      expect(limited.statusCode).toBe(429)
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    } finally {
      await t.close()
    }
  })
})

describe('translation through a LibreTranslate-compatible service', () => {
  let server: Server
  let baseUrl: string
  let isDown = false
  const requests: Array<Record<string, unknown>> = []

  beforeAll(async () => {
    // A local fake of LibreTranslate's POST /translate.
    server = createServer((request, response) => {
      let raw = ''
      request.on('data', (chunk) => (raw += chunk))
      request.on('end', () => {
        if (isDown || request.url !== '/translate' || request.method !== 'POST') {
          response.writeHead(isDown ? 500 : 404).end()
          return
        }
        const body = JSON.parse(raw) as Record<string, unknown>
        requests.push(body)
        response.writeHead(200, { 'content-type': 'application/json' })
        response.end(JSON.stringify({ translatedText: `[${String(body.target)}] ${String(body.q)}` }))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  it('translates, then serves the same text from the database cache', async () => {
    const t = await createTestApp('pglite', { translator: createLibreTranslate(baseUrl, 'secret-key') })
    try {
      const ask = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/translate/single',
          payload: { text: 'Great meze', targetLanguage: 'el', sourceLanguage: 'en', type: 'review' },
        })
      const first = await ask()
      expectMatchesContract('translateText', first)
      expect(first.json().data).toEqual({ translatedText: '[el] Great meze', isCached: false })
      expect(requests.at(-1)).toEqual({
        q: 'Great meze',
        source: 'en',
        target: 'el',
        format: 'text',
        api_key: 'secret-key',
      })
      const calls = requests.length
      const second = await ask()
      expect(second.json().data).toEqual({ translatedText: '[el] Great meze', isCached: true })
      expect(requests.length).toBe(calls)
    } finally {
      await t.close()
    }
  })

  it('answers 503 TRANSLATION_UNAVAILABLE when the service fails', async () => {
    isDown = true
    const t = await createTestApp('pglite', { translator: createLibreTranslate(baseUrl, null) })
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/translate/single',
        payload: { text: 'Something new', targetLanguage: 'ru' },
      })
      expectMatchesContract('translateText', response)
      expect(response.statusCode).toBe(503)
      expect(response.json().code).toBe('TRANSLATION_UNAVAILABLE')
    } finally {
      isDown = false
      await t.close()
    }
  })
})
