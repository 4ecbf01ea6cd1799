import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { countHit } from '../../server/db/repositories/rate-limits.repository'
import { RATE_LIMITS } from '../../server/plugins/rate-limit-rules'
import { expectMatchesContract } from '../support/contract'
import { createTestApp, type TestApp } from '../support/test-app'

// The limits on what costs money or sends mail, counted in the database so that every process shares them.
describe('shared rate limits', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('pglite')
  })
  afterAll(() => t.close())

  const post = (url: string, payload: object, remoteAddress = '203.0.113.7', app = t.app) =>
    app.inject({ method: 'POST', url, payload, remoteAddress })
  let nextHost = 1

  it('counts concurrent hits on one key one by one', async () => {
    const now = new Date('2026-11-22T10:00:00Z')
    const hits = await Promise.all(
      Array.from({ length: 20 }, () => countHit(t.deps.db, 'test:concurrent', 60_000, now)),
    )
    expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    )
  })

  it('refuses a fourth reset mail to one mailbox within the hour, across processes', async () => {
    const second = await buildApp(t.deps)
    try {
      const email = 'limited@example.cy'
      const max = RATE_LIMITS.accountMailPerEmail.max
      for (let i = 0; i < max; i++) {
        const app = i % 2 === 0 ? t.app : second
        const answer = await post('/api/auth/forgot-password', { email }, `198.51.100.${i}`, app)
        expect(answer.statusCode).toBe(200)
      }
      const refused = await post('/api/auth/forgot-password', { email }, '198.51.100.99', second)
      expectMatchesContract('forgotPassword', refused)
      expect(refused.statusCode).toBe(429)
      expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' })
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    } finally {
      await second.close()
    }
  })

  it.each([
    [
      'register',
      '/api/auth/register',
      (i: number) => ({ email: `r${i}@example.cy`, password: 'kalimera-2026-x', name: 'Eleni' }),
      RATE_LIMITS.accountMailPerAddress.max,
    ],
    [
      'resendVerification',
      '/api/auth/resend-verification',
      (i: number) => ({ email: `v${i}@example.cy` }),
      RATE_LIMITS.accountMailPerAddress.max,
    ],
    [
      'translateText',
      '/api/translate/single',
      (i: number) => ({ text: `hello ${i}`, sourceLanguage: 'en', targetLanguage: 'en' }),
      RATE_LIMITS.translation.max,
    ],
    [
      'runWorkflow',
      '/api/n8n/ai-chat-general',
      () => ({ query: 'hello', history: [], pageContext: { pathname: '/', language: 'en' } }),
      RATE_LIMITS.aiChat.max,
    ],
    [
      'runWorkflow',
      '/api/n8n/scheduler-ai-main',
      () => ({ query: 'hello', history: [], pageContext: { pathname: '/', language: 'en' } }),
      RATE_LIMITS.booking.max,
    ],
  ] as const)(
    '%s: answers 429 once one address has used its share (%s)',
    async (operationId, url, body, max) => {
      // An address of its own per case: the limits are shared, and a random one could repeat an earlier case's.
      const address = `192.0.2.${nextHost++}`
      for (let i = 0; i < max; i++) expect((await post(url, body(i), address)).statusCode).not.toBe(429)
      const refused = await post(url, body(max), address)
      expectMatchesContract(operationId, refused)
      expect(refused.statusCode).toBe(429)
      expect(refused.json().code).toBe('RATE_LIMITED')
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      // Another address is not affected.
      expect((await post(url, body(max + 1), '192.0.2.251')).statusCode).not.toBe(429)
    },
  )

  it('counts voice clips before reading them', async () => {
    const address = '192.0.2.252'
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/speech/transcribe',
        remoteAddress: address,
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x--\r\n',
      })
    for (let i = 0; i < RATE_LIMITS.transcription.max; i++) expect((await send()).statusCode).not.toBe(429)
    const refused = await send()
    expectMatchesContract('transcribeSpeech', refused)
    expect(refused.statusCode).toBe(429)
  })
})
