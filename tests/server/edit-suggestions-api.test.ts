import { and, asc, desc, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, businesses } from '../../server/db/schema'
import { aSignedInUser, lastMailTo } from '../support/accounts'
import { expectMatchesContract } from '../support/contract'
import { createTestApp, type TestApp } from '../support/test-app'

type Signed = Awaited<ReturnType<typeof aSignedInUser>>

const NEW_HOURS = {
  monday: [{ opens: '07:30', closes: '15:00' }],
  tuesday: [{ opens: '07:30', closes: '15:00' }],
}

describe('suggesting an edit and deciding it', () => {
  let t: TestApp
  let claimed: { id: number; slug: string }
  let unclaimed: { id: number; slug: string }
  let owner: Signed
  let otherOwner: Signed
  let visitor: Signed
  let admin: Signed

  beforeAll(async () => {
    t = await createTestApp('pglite')
    const rows = await t.deps.db
      .select({ id: businesses.id, slug: businesses.slug })
      .from(businesses)
      .where(and(eq(businesses.status, 'approved'), isNull(businesses.ownerId)))
      .orderBy(asc(businesses.id))
      .limit(2)
    const [first, second] = rows
    if (!first || !second) throw new Error('the seed has no two unowned businesses')
    claimed = first
    unclaimed = second
    owner = await aSignedInUser(t.deps.db, 'business_owner')
    otherOwner = await aSignedInUser(t.deps.db, 'business_owner')
    visitor = await aSignedInUser(t.deps.db, 'user')
    admin = await aSignedInUser(t.deps.db, 'admin')
    await t.deps.db.update(businesses).set({ ownerId: owner.user.id }).where(eq(businesses.id, claimed.id))
  })
  afterAll(() => t.close())

  const call = (method: string, url: string, who: Signed | null, payload?: object, address = '10.0.0.1') =>
    t.app.inject({
      method: method as 'GET',
      url,
      remoteAddress: address,
      headers: { ...(who ? { authorization: `Bearer ${who.token}` } : {}), 'x-user-language': 'en' },
      ...(payload ? { payload } : {}),
    })
  const suggest = (who: Signed | null, businessId: number, change: object, address?: string) =>
    call('POST', `/api/businesses/${businessId}/edit-suggestions`, who, change, address)
  const decide = (who: Signed, id: number, decision: object) =>
    call('POST', `/api/edit-suggestions/${id}/decision`, who, decision)

  it("sends a claimed business's suggestion to its owner, who accepts it: the public page shows the new hours", async () => {
    const created = await suggest(visitor, claimed.id, {
      kind: 'hours',
      hours: NEW_HOURS,
      note: 'Sign on the door',
    })
    expect(created.statusCode, created.body).toBe(201)
    expectMatchesContract('suggestBusinessEdit', created)
    const { id, decider } = created.json().data
    expect(decider).toBe('owner')

    const inbox = await call('GET', '/api/owner/edit-suggestions', owner)
    expectMatchesContract('listOwnerEditSuggestions', inbox)
    expect(inbox.json().data.map((s: { id: number }) => s.id)).toContain(id)
    const othersInbox = await call('GET', '/api/owner/edit-suggestions', otherOwner)
    expect(othersInbox.json().data.map((s: { id: number }) => s.id)).not.toContain(id)

    const decided = await decide(owner, id, { decision: 'accept' })
    expect(decided.statusCode, decided.body).toBe(200)
    expectMatchesContract('decideEditSuggestion', decided)
    expect(decided.json().data.status).toBe('accepted')

    const page = await call('GET', `/api/businesses/slug/${claimed.slug}`, null)
    expect(page.json().business.openingHours).toEqual(NEW_HOURS)
    const [entry] = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'decideEditSuggestion'))
      .orderBy(desc(auditLog.id))
      .limit(1)
    expect(entry).toMatchObject({
      actorId: owner.user.id,
      entityType: 'edit_suggestion',
      entityId: String(id),
    })

    const mail = await lastMailTo(t.deps.db, visitor.user.email)
    expect(mail?.kind).toBe('edit-suggestion-accepted')
    const mine = await call('GET', '/api/me/edit-suggestions', visitor)
    expectMatchesContract('listMyEditSuggestions', mine)
    expect(mine.json().data.find((s: { id: number }) => s.id === id)).toMatchObject({ status: 'accepted' })
  })

  it('lets only the owner of the business or an admin decide: anyone else learns nothing (404)', async () => {
    const { id } = (await suggest(null, claimed.id, { kind: 'phone', phone: '+35722000111' })).json().data
    expect((await decide(otherOwner, id, { decision: 'accept' })).statusCode).toBe(404)
    expect((await decide(visitor, id, { decision: 'decline' })).statusCode).toBe(404)
    const declined = await decide(admin, id, {
      decision: 'decline',
      reason: 'The number on the sign is older.',
    })
    expect(declined.statusCode).toBe(200)
    expect(declined.json().data).toMatchObject({
      status: 'declined',
      declineReason: 'The number on the sign is older.',
    })
    const again = await decide(owner, id, { decision: 'accept' })
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('SUGGESTION_DECIDED')
  })

  it("sends an unclaimed business's suggestion to the admins; accepted, the business is closed for good but still listed", async () => {
    const created = await suggest(visitor, unclaimed.id, {
      kind: 'permanently_closed',
      note: 'Shop is empty',
    })
    const { id, decider } = created.json().data
    expect(decider).toBe('admin')
    const queue = await call('GET', '/api/admin/edit-suggestions?decider=admin', admin)
    expectMatchesContract('listAdminEditSuggestions', queue)
    expect(queue.json().data.map((s: { id: number }) => s.id)).toContain(id)
    expect(
      (await call('GET', '/api/owner/edit-suggestions', owner)).json().data.map((s: { id: number }) => s.id),
    ).not.toContain(id)

    expect((await decide(admin, id, { decision: 'accept' })).statusCode).toBe(200)
    const page = await call('GET', `/api/businesses/slug/${unclaimed.slug}`, null)
    expect(page.statusCode).toBe(200)
    expect(page.json().business.permanentlyClosedAt).toEqual(expect.any(String))
    expectMatchesContract('getBusinessBySlug', page)
  })

  it('keeps one pending suggestion of a kind per suggester, counted by address for a visitor', async () => {
    const change = { kind: 'website', website: 'https://new-site.example.cy' }
    expect((await suggest(null, claimed.id, change, '10.0.0.7')).statusCode).toBe(201)
    const twice = await suggest(null, claimed.id, change, '10.0.0.7')
    expect(twice.statusCode).toBe(409)
    expect(twice.json().code).toBe('ALREADY_SUGGESTED')
    expect((await suggest(null, claimed.id, change, '10.0.0.8')).statusCode).toBe(201)
  })

  it('refuses a suggestion that could not be applied, and one for a business that is not public', async () => {
    const bad = [
      { kind: 'phone' },
      { kind: 'phone', phone: '+35722000111', website: 'https://x.cy' },
      { kind: 'other', note: ' ' },
      { kind: 'temporarily_closed', closedFrom: '2026-08-10', closedUntil: '2026-08-01' },
      { kind: 'duplicate', duplicateOfId: claimed.id, note: 'Itself' },
      { kind: 'duplicate', duplicateOfId: 99999999, note: 'Nowhere' },
    ]
    for (const change of bad) {
      const answer = await suggest(visitor, claimed.id, change, '10.0.0.9')
      expect(answer.statusCode, JSON.stringify(change)).toBe(400)
      expect(answer.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' })
    }
    expect((await suggest(visitor, 99999999, { kind: 'permanently_closed' })).statusCode).toBe(404)
  })

  it('throttles a flood from one address', async () => {
    const answers: number[] = []
    for (let i = 0; i < 22; i += 1)
      answers.push(
        (await suggest(null, claimed.id, { kind: 'other', note: `Remark number ${i}` }, '10.0.0.99'))
          .statusCode,
      )
    expect(answers.filter((s) => s === 201)).toHaveLength(1)
    expect(answers.at(-1)).toBe(429)
  })
})
