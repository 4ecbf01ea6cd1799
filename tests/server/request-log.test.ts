import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { createTestApp, type TestApp } from '../support/test-app'

type LogLine = {
  msg?: string
  req?: { method?: string; url?: string }
  res?: { statusCode?: number }
  responseTime?: number
}

describe('the request log', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('pglite')
  })
  afterAll(() => t.close())

  it('writes one line per request with its method, URL (secrets redacted), status and time', async () => {
    const lines: LogLine[] = []
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)) as LogLine)
        done()
      },
    })
    const app = await buildApp(t.deps, { logger: { level: 'info', stream } })
    try {
      await app.inject({ method: 'GET', url: '/api/businesses/66' })
      await app.inject({ method: 'GET', url: '/api/businesses/999999?token=s3cr3t-value' })
      const requests = lines.filter((line) => line.req)
      expect(requests).toHaveLength(2)
      expect(requests[0]).toMatchObject({
        msg: 'request completed',
        req: { method: 'GET', url: '/api/businesses/66' },
        res: { statusCode: 200 },
      })
      expect(requests[0]?.responseTime).toBeGreaterThanOrEqual(0)
      expect(requests[1]).toMatchObject({
        req: { url: '/api/businesses/999999?token=[redacted]' },
        res: { statusCode: 404 },
      })
      expect(JSON.stringify(lines)).not.toContain('s3cr3t-value')
    } finally {
      await app.close()
    }
  })
})
