import { readFileSync } from 'node:fs'
import { count, eq, like, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newsletterSubscriptions, outbox } from '../../server/db/schema'
import { lastMailTo } from '../support/accounts'
import { expectMatchesContract } from '../support/contract'
import { createTestApp, type TestApp } from '../support/test-app'

// Issue 30: 110 sign-ups for 110 addresses from one client each answered 201 and mailed a welcome. Now a sign-up
// only mails a link to confirm, the link is what subscribes, the answer never tells whether an address is on the
// list, and sign-ups are limited per client address and per mailbox.
describe('newsletter double opt-in', () => {
  let t: TestApp
  let now = new Date('2026-11-22T10:00:00Z')
  beforeAll(async () => {
    t = await createTestApp('pglite', { clock: () => now })
  })
  afterAll(() => t.close())

  let client = 0
  // Each test signs up from its own client address, so the limit per address is counted for that test alone.
  const newClient = () => `198.51.100.${++client}`
  const post = async (operationId: string, url: string, payload: object, remoteAddress = newClient()) => {
    const response = await t.app.inject({ method: 'POST', url, payload, remoteAddress })
    expectMatchesContract(operationId, response)
    return { status: response.statusCode, body: response.json(), headers: response.headers }
  }
  const signUp = (email: string, remoteAddress?: string) =>
    post('subscribeNewsletter', '/api/subscription/subscribe', { email, language: 'ru' }, remoteAddress)
  const confirm = (token: string) =>
    post('confirmNewsletterSubscription', '/api/subscription/confirm', { token })
  const mailsTo = async (email: string) =>
    (await t.deps.db.select().from(outbox).where(eq(outbox.recipient, email))).map((m) => m.kind)
  const linkIn = async (email: string) => {
    const match = /\/confirm-subscription\?token=([A-Za-z0-9_-]+)/.exec(
      (await lastMailTo(t.deps.db, email))?.body ?? '',
    )
    if (!match?.[1]) throw new Error(`no confirmation link to ${email}`)
    return match[1]
  }
  const statusOf = async (email: string) =>
    (
      await t.deps.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email))
    )[0]?.status

  it('mails only a request to confirm, in the language asked, and subscribes nobody before the link', async () => {
    const email = 'olga@example.cy'
    const answer = await signUp(email)
    expect(answer.status).toBe(202)
    expect(await mailsTo(email)).toEqual(['newsletter-confirm'])
    const mail = await lastMailTo(t.deps.db, email)
    expect(mail?.language).toBe('ru')
    expect(mail?.subject).toBe('Подтвердите подписку на рассылку Cyprus Portal')
    expect(mail?.body).not.toContain('/unsubscribe')
    expect(await statusOf(email)).toBe('pending')
  })

  it('subscribes through the link, sends the welcome once, and answers the same link again with 200', async () => {
    const email = 'sofia@example.cy'
    await signUp(email)
    const token = await linkIn(email)
    expect((await confirm(token)).status).toBe(200)
    expect(await statusOf(email)).toBe('subscribed')
    expect(await confirm(token)).toMatchObject({ status: 200 })
    expect(await mailsTo(email)).toEqual(['newsletter-confirm', 'newsletter-welcome'])
  })

  it('answers a new, a waiting and a subscribed address alike, and mails a subscribed one nothing', async () => {
    const subscribed = 'kostas@example.cy'
    await signUp(subscribed)
    await confirm(await linkIn(subscribed))
    const [fresh, waiting, again] = [
      await signUp('new@example.cy'),
      await signUp('new@example.cy'),
      await signUp(subscribed),
    ]
    for (const answer of [waiting, again]) expect(answer.body).toEqual(fresh.body)
    expect([fresh.status, waiting.status, again.status]).toEqual([202, 202, 202])
    expect(await mailsTo(subscribed)).toEqual(['newsletter-confirm', 'newsletter-welcome'])
  })

  it('honours only the newest link of an address, for 7 days', async () => {
    const email = 'late@example.cy'
    await signUp(email)
    const first = await linkIn(email)
    await signUp(email)
    const second = await linkIn(email)
    expect((await confirm(first)).body.code).toBe('INVALID_CONFIRM_TOKEN')
    now = new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000 + 1000)
    try {
      const expired = await confirm(second)
      expect(expired.status).toBe(400)
      expect(expired.body.code).toBe('INVALID_CONFIRM_TOKEN')
      expect(await statusOf(email)).toBe('pending')
    } finally {
      now = new Date('2026-11-22T10:00:00Z')
    }
  })

  it('does not let an old confirmation link subscribe an address again after it left', async () => {
    const email = 'left@example.cy'
    await signUp(email)
    const token = await linkIn(email)
    await confirm(token)
    const welcome = (await lastMailTo(t.deps.db, email))?.body ?? ''
    const unsubscribeToken = /\/unsubscribe\?token=([A-Za-z0-9_.-]+)/.exec(welcome)?.[1] ?? ''
    await post('unsubscribeNewsletterByToken', '/api/subscription/unsubscribe', { token: unsubscribeToken })
    expect((await confirm(token)).status).toBe(400)
    expect(await statusOf(email)).toBe('unsubscribed')
  })

  it('refuses the 11th sign-up from one client within the hour, and mails none of the refused', async () => {
    const address = newClient()
    const answers: number[] = []
    for (let i = 1; i <= 12; i++) answers.push((await signUp(`bulk-${i}@example.cy`, address)).status)
    expect(answers).toEqual([...Array<number>(10).fill(202), 429, 429])
    const [mailed] = await t.deps.db
      .select({ n: count() })
      .from(outbox)
      .where(like(outbox.recipient, 'bulk-%@example.cy'))
    expect(mailed?.n).toBe(10)
    const refused = await signUp('bulk-13@example.cy', address)
    expect(refused.body).toMatchObject({ success: false, code: 'RATE_LIMITED' })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('refuses the 4th sign-up of one mailbox within the hour, from any client', async () => {
    const email = 'target@example.cy'
    const answers: number[] = []
    for (let i = 0; i < 4; i++) answers.push((await signUp(email)).status)
    expect(answers).toEqual([202, 202, 202, 429])
    expect(await mailsTo(email)).toHaveLength(3)
  })

  it('keeps every subscriber of before the change subscribed, as confirmed when they consented', async () => {
    // As single opt-in left them: subscribed (or gone), no confirmation recorded.
    await t.deps.db.insert(newsletterSubscriptions).values({
      email: 'veteran@example.cy',
      language: 'el',
      status: 'subscribed',
      consentedAt: new Date('2025-05-01T09:00:00Z'),
    })
    const migration = readFileSync('server/db/migrations/0031_newsletter-double-opt-in.sql', 'utf8')
    const dataStep = migration.split('--> statement-breakpoint').at(-1) ?? ''
    expect(dataStep).toMatch(/^\s*UPDATE "newsletter_subscriptions"/)
    await t.deps.db.execute(sql.raw(dataStep))
    const [row] = await t.deps.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'veteran@example.cy'))
    expect(row).toMatchObject({ status: 'subscribed', confirmedAt: new Date('2025-05-01T09:00:00Z') })
  })
})
