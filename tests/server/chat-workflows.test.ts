import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openingStatus } from '@domain/hours/opening-status'
import { findBusinessBySlug } from '../../server/db/repositories/businesses.repository'
import { rowsOf } from '../../server/db/repositories/categories.repository'
import { aSignedInUser, lastMailTo } from '../support/accounts'
import { expectMatchesContract } from '../support/contract'
import { createTestApp, type TestApp } from '../support/test-app'

// The test clock: Sunday 22 November 2026, 12:00 in Cyprus.
const pageContext = { pathname: '/contact', search: '?openChat=scheduling', language: 'en' as const }

describe('Ask AI, scheduling and the other workflows (local engine)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('pglite')
  })
  afterAll(() => t.close())

  const run = async (workflow: string, payload: object, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ method: 'POST', url: `/api/n8n/${workflow}`, payload, headers })
    expectMatchesContract('runWorkflow', response)
    return { status: response.statusCode, body: response.json() }
  }

  const aBusinessWithEverything = async () => {
    const rows = rowsOf(
      await t.deps.db.execute(sql`select b.slug from businesses b
        where b.phone is not null and b.email is not null and b.hours <> '{}'::jsonb and b.review_count > 2
          and exists (select 1 from business_amenities a where a.business_id = b.id)
        order by b.id limit 1`),
    )
    const business = await findBusinessBySlug(t.deps.db, String(rows[0]?.slug))
    if (!business) throw new Error('the seed has no business with hours, contact, amenities and reviews')
    return business
  }

  it('Ask AI answers hours and whether the business is open now, in Greek', async () => {
    const business = await aBusinessWithEverything()
    const { body } = await run(
      'business-ask-ai',
      { query: 'Είναι ανοιχτά τώρα;', history: [], businessSlug: business.slug },
      { 'x-user-language': 'el' },
    )
    const status = openingStatus(business.hours, t.deps.clock())
    expect(body.data.output).toContain(status.isOpen ? 'ανοιχτή τώρα' : 'κλειστή αυτή τη στιγμή')
    expect(body.data.output).toContain('Ωράριο:')
    expect(body.data.businessIds).toEqual([business.id])
  })

  it('Ask AI says a closed business opens again today or tomorrow, by the Cyprus date', async () => {
    const business = await aBusinessWithEverything()
    const setHours = (hours: object) =>
      t.deps.db.execute(
        sql`update businesses set hours = ${JSON.stringify(hours)}::jsonb where id = ${business.id}`,
      )
    const ask = (language: string) =>
      run(
        'business-ask-ai',
        { query: 'Is it open now?', history: [], businessSlug: business.slug },
        { 'x-user-language': language },
      )
    try {
      // The test clock is Sunday 12:00 in Cyprus.
      await setHours({ sunday: [{ opens: '18:00', closes: '23:00' }] })
      expect((await ask('en')).body.data.output).toContain('It opens again today at 18:00.')
      await setHours({ monday: [{ opens: '09:00', closes: '17:00' }] })
      expect((await ask('el')).body.data.output).toContain('Ανοίγει ξανά αύριο στις 09:00.')
      await setHours({ friday: [{ opens: '09:00', closes: '17:00' }] })
      expect((await ask('ru')).body.data.output).toContain('Снова откроется в пятницу в 09:00.')
    } finally {
      await setHours(business.hours)
    }
  })

  it('Ask AI answers contact details and amenities, and what reviewers say', async () => {
    const business = await aBusinessWithEverything()
    const contact = await run('business-ask-ai', {
      query: 'What is their phone number?',
      history: [],
      businessSlug: business.slug,
    })
    expect(contact.body.data.output).toContain(business.phone!)
    expect(contact.body.data.output).toContain(business.email!)
    const amenities = await run(
      'business-ask-ai',
      {
        query: 'Какие есть удобства?',
        history: [],
        businessSlug: business.slug,
      },
      { 'x-user-language': 'ru' },
    )
    expect(amenities.body.data.output).toContain(business.amenities[0]!.name.ru!)
    const reviews = await run('business-ask-ai', {
      query: 'What do reviewers say?',
      history: [],
      businessSlug: business.slug,
    })
    expect(reviews.body.data.output).toContain(`from ${business.reviewCount} reviews`)
    expect(reviews.body.data.output).toContain('What reviewers say:')
  })

  it('Ask AI answers 404 for an unknown business', async () => {
    const { status, body } = await run('business-ask-ai', {
      query: 'Open?',
      history: [],
      businessSlug: 'no-such-business',
    })
    expect(status).toBe(404)
    expect(body.code).toBe('BUSINESS_NOT_FOUND')
  })

  it('books a free slot, mails a confirmation and refuses a double booking', async () => {
    const slots = await run('scheduler-ai-slots', {})
    const first = /<button>([^<]+)<\/button>/.exec(slots.body.data.output)?.[1]
    expect(first).toBe('Mon 23 Nov, 09:00')

    const picked = await run('scheduler-ai-main', { query: first!, history: [], pageContext })
    expect(picked.body.data.output).toContain('please send your name and email')

    const history = [
      { type: 'bot', content: picked.body.data.output },
      { type: 'user', content: first! },
    ]
    const booked = await run('scheduler-ai-main', {
      query: 'Maria Georgiou, maria@example.cy',
      history,
      pageContext,
    })
    expect(booked.body.data.output).toContain(
      'Booked! Your call with the portal team is on Mon 23 Nov, 09:00',
    )
    const mail = await lastMailTo(t.deps.db, 'maria@example.cy')
    expect(mail).toMatchObject({ kind: 'booking-confirmation', language: 'en' })
    expect(mail?.body).toContain('Hello Maria Georgiou')

    const second = await run('scheduler-ai-main', { query: 'Nikos, nikos@example.cy', history, pageContext })
    expect(second.body.data.output).toContain('Sorry, Mon 23 Nov, 09:00 has just been booked by someone else')
    expect(second.body.data.output).toContain('<button>Mon 23 Nov, 09:30</button>')
    expect(second.body.data.output).not.toContain('<button>Mon 23 Nov, 09:00</button>')

    const user = await aSignedInUser(t.deps.db, 'user')
    const direct = await run(
      'scheduler-ai-main',
      { query: 'Δευ 23 Νοε, 09:30', history: [], pageContext: { ...pageContext, language: 'el' } },
      { authorization: `Bearer ${user.token}` },
    )
    expect(direct.body.data.output).toContain('Έγινε!')

    const admin = await aSignedInUser(t.deps.db, 'admin')
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/bookings',
      headers: { authorization: `Bearer ${admin.token}` },
    })
    expectMatchesContract('listBookings', list)
    expect(list.json().data.map((b: { email: string; startsAt: string }) => [b.email, b.startsAt])).toEqual([
      ['maria@example.cy', '2026-11-23T07:00:00.000Z'],
      [user.user.email, '2026-11-23T07:30:00.000Z'],
    ])
  })

  it.each([
    'article-ai-generation',
    'review-ai-generation',
    'business-ai-generation',
    'ai-definition-generator',
    'ai-marketing-generator',
    'mindmap-generator',
    'website-data-fetch',
  ])('%s answers 503 AI_PROVIDER_NOT_CONFIGURED without a model', async (workflow) => {
    const owner = await aSignedInUser(t.deps.db, 'business_owner')
    const { status, body } = await run(
      workflow,
      { topic: 'Limassol marina' },
      { authorization: `Bearer ${owner.token}` },
    )
    expect(status).toBe(503)
    expect(body.code).toBe('AI_PROVIDER_NOT_CONFIGURED')
  })

  it('news-fetch offline answers the newest articles; business-search-ids answers ids', async () => {
    const news = await run('news-fetch', {})
    expect(news.body.data.output).toMatch(/<RouteLink url="\/blog\/[^"]+\/[^"]+">/)
    const ids = await run('business-search-ids', { query: 'pharmacy in Larnaca' })
    expect(ids.body.data.businessIds.length).toBeGreaterThan(0)
  })

  it('the course assistant answers from the course lessons, with links to them', async () => {
    const { body } = await run('ai-course-assistant', {
      query: 'How should I answer negative reviews?',
      history: [],
      pageContext,
    })
    expect(body.data.output).toMatch(
      /<RouteLink url="\/the-ai-powered-marketer-business-adviser\/[a-z0-9-]+">/,
    )
  })

  it('the course assistant points to the course page when the course has no answer', async () => {
    const { body } = await run('ai-course-assistant', {
      query: 'zxqv wplk',
      history: [],
      pageContext,
    })
    expect(body.data.output).toContain('<RouteLink url="/the-ai-powered-marketer-business-adviser">')
  })

  it.each([
    ['ai-chat-general', { query: 'hi' }],
    ['ai-chat-general', { query: '', history: [], pageContext }],
    ['business-ask-ai', { query: 'Open?', history: [] }],
    ['scheduler-ai-main', { query: 'hello' }],
    ['ai-search-business', { limit: 5 }],
    ['ai-chat-support', { query: 'x', history: 'none', pageContext }],
  ])('%s answers 400 for a body it does not take (%j)', async (workflow, payload) => {
    const { status, body } = await run(workflow, payload)
    expect(status).toBe(400)
    expect(body.success).toBe(false)
  })
})
