import { describe, expect, it } from 'vitest'
import type { MailPort } from '../../../server/services/mail/mail.port'
import {
  countedMail,
  countedWeather,
  createPortalMetrics,
} from '../../../server/services/metrics/portal-metrics'
import { createTestApp } from '../../support/test-app'

describe('/metrics', () => {
  it('is not served unless METRICS is on', async () => {
    const t = await createTestApp('pglite')
    try {
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).not.toBe(200)
    } finally {
      await t.close()
    }
  })

  it('counts requests by route pattern and status, with their latency, in Prometheus text', async () => {
    const metrics = createPortalMetrics(() => ({ total: 4, idle: 3, waiting: 0 }))
    const t = await createTestApp('pglite', {}, { metrics })
    try {
      await t.app.inject({ method: 'GET', url: '/api/health' })
      await t.app.inject({ method: 'GET', url: '/api/businesses/999999' })
      const response = await t.app.inject({ method: 'GET', url: '/metrics' })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toContain('text/plain')
      const text = response.body
      expect(text).toContain(
        'portal_http_requests_total{method="GET",route="/api/health",status_code="200"} 1',
      )
      expect(text).toMatch(
        /portal_http_requests_total\{method="GET",route="\/api\/businesses\/:id",status_code="404"\} 1/,
      )
      expect(text).toMatch(
        /portal_http_request_duration_seconds_count\{method="GET",route="\/api\/health"\} 1/,
      )
      expect(text).toContain('portal_db_pool_connections{state="idle"} 3')
    } finally {
      await t.close()
    }
  })

  it('counts mail and weather outcomes, passing failures on unchanged', async () => {
    const metrics = createPortalMetrics()
    const failing: MailPort = { send: () => Promise.reject(new Error('SMTP down')) }
    await countedMail({ send: async () => undefined }, metrics).send(aMail())
    await expect(countedMail(failing, metrics).send(aMail())).rejects.toThrow('SMTP down')
    const weather = countedWeather({ name: 'test', currentTemperatures: async () => [] }, metrics)
    await weather.currentTemperatures([])
    const text = await metrics.registry.metrics()
    expect(text).toContain('portal_mail_total{outcome="success"} 1')
    expect(text).toContain('portal_mail_total{outcome="failure"} 1')
    expect(text).toContain('portal_weather_fetches_total{outcome="success"} 1')
  })
})

function aMail() {
  return { to: 'a@example.cy', kind: 'test', language: 'en' as const, subject: 's', body: 'b' }
}
