import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { businesses, users } from '../../server/db/schema'
import { aSignedInUser } from '../support/accounts'
import { expectMatchesContract } from '../support/contract'
import { createTestApp, type TestApp } from '../support/test-app'

describe("an admin sets a business's owner and plan", () => {
  let t: TestApp
  let admin: string
  let now = new Date('2026-11-24T10:00:00Z')
  beforeAll(async () => {
    t = await createTestApp('pglite', { clock: () => now })
    admin = (await aSignedInUser(t.deps.db, 'admin')).token
  })
  afterAll(() => t.close())

  const put = (url: string, payload: object, token = admin) =>
    t.app.inject({ method: 'PUT', url, payload, headers: { authorization: `Bearer ${token}` } })
  const features = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/business-subscriptions/business/${id}/features` })).json()
      .data

  it('makes a plain user the one owner and a business_owner, replacing the previous owner', async () => {
    const first = await aSignedInUser(t.deps.db, 'user')
    const second = await aSignedInUser(t.deps.db, 'user')
    const response = await put('/api/admin/businesses/3/owner', { email: first.user.email })
    expectMatchesContract('setBusinessOwner', response)
    expect(response.json().data).toEqual({
      businessId: 3,
      ownerId: first.user.id,
      ownerEmail: first.user.email,
    })
    await put('/api/admin/businesses/3/owner', { email: second.user.email.toUpperCase() })
    const [business] = await t.deps.db.select().from(businesses).where(eq(businesses.id, 3))
    expect(business?.ownerId).toBe(second.user.id)
    const roles = await t.deps.db.select({ id: users.id, role: users.role }).from(users)
    expect(roles.find((u) => u.id === second.user.id)?.role).toBe('business_owner')
  })

  it('keeps an admin an admin when it becomes an owner', async () => {
    const other = await aSignedInUser(t.deps.db, 'admin')
    await put('/api/admin/businesses/4/owner', { email: other.user.email })
    const [row] = await t.deps.db.select({ role: users.role }).from(users).where(eq(users.id, other.user.id))
    expect(row?.role).toBe('admin')
  })

  it('says which account or business does not exist', async () => {
    const noUser = await put('/api/admin/businesses/3/owner', { email: 'nobody@example.cy' })
    expect(noUser.statusCode).toBe(404)
    expect(noUser.json()).toMatchObject({ code: 'USER_NOT_FOUND' })
    const noBusiness = await put('/api/admin/businesses/999999/owner', { email: 'nobody@example.cy' })
    expect(noBusiness.json()).toMatchObject({ code: 'BUSINESS_NOT_FOUND' })
  })

  it('puts a business on a plan whose features apply at once, and back on Basic after its end date', async () => {
    const response = await put('/api/admin/businesses/5/plan', {
      planSlug: 'premium',
      startsAt: '2026-11-24T10:00:00Z',
      endsAt: '2026-12-24T10:00:00Z',
    })
    expectMatchesContract('setBusinessPlan', response)
    expect(response.json().data).toEqual({
      name: 'Premium',
      slug: 'premium',
      status: 'active',
      endDate: '2026-12-24T10:00:00.000Z',
    })
    expect((await features(5)).features.direct_messages).toBe(true)
    now = new Date('2026-12-24T10:00:01Z')
    const lapsed = await features(5)
    expect(lapsed.plan.slug).toBe('basic')
    expect(lapsed.features.max_categories).toBe(2)
    now = new Date('2026-11-24T10:00:00Z')
  })

  it('replaces the current plan rather than stacking a second one', async () => {
    await put('/api/admin/businesses/6/plan', { planSlug: 'enterprise', startsAt: now, endsAt: null })
    await put('/api/admin/businesses/6/plan', { planSlug: 'standard', startsAt: now })
    expect((await features(6)).plan).toMatchObject({ slug: 'standard', endDate: null })
  })

  it('refuses an end date that has passed or a plan that does not exist', async () => {
    const past = await put('/api/admin/businesses/5/plan', {
      planSlug: 'standard',
      startsAt: now,
      endsAt: '2026-01-01T00:00:00Z',
    })
    expect(past.statusCode).toBe(400)
    expect(past.json()).toMatchObject({ success: false, code: 'INVALID_DATE' })
    const unknown = await put('/api/admin/businesses/5/plan', { planSlug: 'platinum', startsAt: now })
    expect(unknown.statusCode).toBe(400)
  })
})
