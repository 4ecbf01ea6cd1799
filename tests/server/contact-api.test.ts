import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTACT_MESSAGES_PER_EMAIL_PER_HOUR, PORTAL_INBOX } from '@domain/contact/contact-rules'
import { contactMessagesFrom } from '../../server/db/repositories/contact.repository'
import type { MailMessage } from '../../server/services/mail/mail.port'
import { lastMailTo } from '../support/accounts'
import { expectMatchesContract } from '../support/contract'
import { createTestApp, type TestApp } from '../support/test-app'

const URL = '/api/contact/messages'
const aMessage = (overrides: Record<string, unknown> = {}) => ({
  name: 'Eleni Georgiou',
  email: 'eleni@example.cy',
  topic: 'listing',
  message: 'The opening hours of my bakery in Limassol are wrong.',
  ...overrides,
})

describe('contact messages API', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('pglite')
  })
  afterAll(() => t.close())

  const send = async (payload: unknown, headers: Record<string, string> = {}, app = t) => {
    const response = await app.app.inject({ method: 'POST', url: URL, payload: payload as object, headers })
    expectMatchesContract('sendContactMessage', response)
    return { status: response.statusCode, body: response.json(), headers: response.headers }
  }

  it('stores the message, confirms it to the sender in their language and notifies the team', async () => {
    const email = 'andreas@example.cy'
    const sent = await send(aMessage({ email, language: 'el', countryCode: '+357', phone: '99 123456' }))
    expect(sent.status).toBe(201)
    const [stored] = await contactMessagesFrom(t.deps.db, email)
    expect(stored).toMatchObject({
      name: 'Eleni Georgiou',
      topic: 'listing',
      phone: '+357 99 123456',
      language: 'el',
    })
    const confirmation = await lastMailTo(t.deps.db, email)
    expect(confirmation?.subject).toContain('Λάβαμε το μήνυμά σας')
    expect(confirmation?.body).toContain('Καταχώριση επιχείρησης')
    const notification = await lastMailTo(t.deps.db, PORTAL_INBOX)
    expect(notification?.body).toContain(`From: Eleni Georgiou <${email}>`)
    expect(notification?.body).toContain('The opening hours of my bakery')
  })

  it('writes to a Russian speaker in Russian when only the interface header names the language', async () => {
    const email = 'olga@example.cy'
    expect((await send(aMessage({ email }), { 'x-user-language': 'ru' })).status).toBe(201)
    expect((await lastMailTo(t.deps.db, email))?.subject).toContain('Мы получили ваше сообщение')
  })

  const refused = (overrides: Record<string, unknown>) =>
    aMessage({ email: 'refused@example.cy', ...overrides })
  it.each([
    ['no message', refused({ message: undefined })],
    ['a short message', refused({ message: 'Hi' })],
    ['a blank-padded message', refused({ message: '          .' })],
    ['a bad address', refused({ email: 'refused@example' })],
    ['an unknown topic', refused({ topic: 'lottery' })],
    ['a bad phone', refused({ phone: 'call me maybe' })],
    ['a phone no Cypriot number has', refused({ countryCode: '+357', phone: '12 345 678' })],
    ['an extra field', refused({ isAdmin: true })],
  ])('refuses %s with 400 and stores nothing', async (_label, payload) => {
    const sent = await send(payload)
    expect(sent.status).toBe(400)
    expect(sent.body).toMatchObject({ success: false })
    expect(await contactMessagesFrom(t.deps.db, 'refused@example.cy')).toHaveLength(0)
  })

  it('answers 429 with Retry-After once an address has sent its hourly share', async () => {
    const email = 'busy@example.cy'
    for (let i = 0; i < CONTACT_MESSAGES_PER_EMAIL_PER_HOUR; i++)
      expect((await send(aMessage({ email }))).status).toBe(201)
    const refused = await send(aMessage({ email }))
    expect(refused.status).toBe(429)
    expect(refused.body.code).toBe('RATE_LIMITED')
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(await contactMessagesFrom(t.deps.db, email)).toHaveLength(CONTACT_MESSAGES_PER_EMAIL_PER_HOUR)
  })

  it('keeps the message when the mail cannot be sent', async () => {
    const failing = await createTestApp('pglite', {
      mail: { send: (_m: MailMessage) => Promise.reject(new Error('smtp down')) },
    })
    try {
      expect((await send(aMessage({ email: 'kept@example.cy' }), {}, failing)).status).toBe(201)
      expect(await contactMessagesFrom(failing.deps.db, 'kept@example.cy')).toHaveLength(1)
    } finally {
      await failing.close()
    }
  })
})
