import { Writable } from 'node:stream'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { analyticsEvents } from '../../server/db/schema'
import { redactQuery, redactUrl } from '../../server/log-redaction'
import { createTestApp, type TestApp } from '../support/test-app'

const SECRET = 'Zx9SecretTokenValue'

// Reset, verify and unsubscribe tokens travel in the query of mailed links; the server keeps none of them.
describe('tokens leave no trace on the server', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('pglite')
  })
  afterAll(() => t.close())

  it('replaces secret query values, whatever the parameter is called, and keeps the rest', () => {
    expect(redactUrl(`/reset-password?token=${SECRET}&lang=el#top`)).toBe(
      '/reset-password?token=[redacted]&lang=el#top',
    )
    expect(redactQuery(`q=kafe&resetToken=${SECRET}&api_key=${SECRET}&keyword=sea`)).toBe(
      'q=kafe&resetToken=[redacted]&api_key=[redacted]&keyword=sea',
    )
    expect(redactUrl('/businesses?page=2')).toBe('/businesses?page=2')
  })

  it('sees a secret parameter whose name is escaped or has a space written as +', () => {
    expect(redactQuery(`%74oken=${SECRET}&page=2`)).toBe('%74oken=[redacted]&page=2')
    expect(redactQuery(`reset+TOKEN=${SECRET}`)).toBe('reset+TOKEN=[redacted]')
    expect(redactQuery(`api%5Fkey=${SECRET}`)).toBe('api%5Fkey=[redacted]')
  })

  it('stores the page view of a mailed link without its token', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      payload: { events: [{ type: 'page_view', path: '/unsubscribe', query: `token=${SECRET}&from=mail` }] },
    })
    expect(sent.statusCode).toBe(202)
    const stored = await t.deps.db
      .select({ query: analyticsEvents.query })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.path, '/unsubscribe'))
    expect(stored).toEqual([{ query: 'token=[redacted]&from=mail' }])
  })

  it('logs a failed request without the token in its URL', async () => {
    const lines: string[] = []
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk))
        done()
      },
    })
    const app = await buildApp(t.deps, { logger: { level: 'info', stream } })
    app.get('/explode', async () => {
      throw new Error('something unexpected')
    })
    try {
      const answer = await app.inject({ method: 'GET', url: `/explode?token=${SECRET}` })
      expect(answer.statusCode).toBe(500)
      const log = lines.join('')
      expect(log).toContain('request failed')
      expect(log).not.toContain(SECRET)
    } finally {
      await app.close()
    }
  })
})
