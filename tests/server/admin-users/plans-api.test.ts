import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BASIC_PLAN } from '@domain/plans/plan-features'
import { aSignedInUser } from '../../support/accounts'
import { expectMatchesContract } from '../../support/contract'
import { createTestApp, type TestApp } from '../../support/test-app'

describe('the admin’s plans', () => {
  let t: TestApp
  let admin: string
  let now = new Date('2026-11-24T10:00:00Z')
  beforeAll(async () => {
    t = await createTestApp('pglite', { clock: () => now })
    admin = (await aSignedInUser(t.deps.db, 'admin')).token
  })
  afterAll(() => t.close())

  const call = (method: 'GET' | 'PUT', url: string, payload?: object, token = admin) =>
    t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } })
  const planOf = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/business-subscriptions/business/${id}/features` })).json()
      .data

  it('starts a plan later: the current plan stays until then, and Basic comes back at its end', async () => {
    await call('PUT', '/api/admin/businesses/7/plan', { planSlug: 'standard', startsAt: now.toISOString() })
    const response = await call('PUT', '/api/admin/businesses/7/plan', {
      planSlug: 'premium',
      startsAt: '2026-12-01T00:00:00Z',
      endsAt: '2026-12-31T00:00:00Z',
    })
    expectMatchesContract('setBusinessPlan', response)
    expect(response.json().data.slug).toBe('standard')
    expect((await planOf(7)).plan.slug).toBe('standard')
    now = new Date('2026-12-01T00:00:01Z')
    expect((await planOf(7)).plan).toMatchObject({ slug: 'premium', endDate: '2026-12-31T00:00:00.000Z' })
    now = new Date('2026-12-31T00:00:01Z')
    expect((await planOf(7)).plan.slug).toBe('basic')
    now = new Date('2026-11-24T10:00:00Z')
  })

  it('replaces a plan scheduled for later when another is assigned', async () => {
    await call('PUT', '/api/admin/businesses/8/plan', {
      planSlug: 'enterprise',
      startsAt: '2026-12-10T00:00:00Z',
    })
    await call('PUT', '/api/admin/businesses/8/plan', {
      planSlug: 'standard',
      startsAt: '2026-12-05T00:00:00Z',
    })
    now = new Date('2026-12-20T00:00:00Z')
    expect((await planOf(8)).plan.slug).toBe('standard')
    now = new Date('2026-11-24T10:00:00Z')
  })

  it('refuses an end before the start', async () => {
    const response = await call('PUT', '/api/admin/businesses/7/plan', {
      planSlug: 'premium',
      startsAt: '2026-12-10T00:00:00Z',
      endsAt: '2026-12-09T00:00:00Z',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('INVALID_DATE')
  })

  it('lists the plan table with the 21 features of each plan', async () => {
    const response = await call('GET', '/api/admin/plans')
    expectMatchesContract('listAdminPlans', response)
    const plans = response.json().data
    expect(plans.map((p: { slug: string }) => p.slug)).toEqual(['basic', 'standard', 'premium', 'enterprise'])
    expect(Object.keys(plans[0].features).sort()).toEqual(Object.keys(BASIC_PLAN).sort())
  })

  it('changes a plan’s features, and the gating follows at once', async () => {
    await call('PUT', '/api/admin/businesses/9/plan', { planSlug: 'basic', startsAt: now.toISOString() })
    expect((await planOf(9)).features.direct_messages).toBe(false)
    const response = await call('PUT', '/api/admin/plans/basic', {
      features: { ...BASIC_PLAN, direct_messages: true, max_images: 7 },
      price: 0,
    })
    expectMatchesContract('updatePlan', response)
    expect(response.json().data.features).toMatchObject({ direct_messages: true, max_images: 7 })
    expect((await planOf(9)).features).toMatchObject({ direct_messages: true, max_images: 7 })
    await call('PUT', '/api/admin/plans/basic', { features: BASIC_PLAN })
    expect((await planOf(9)).features.direct_messages).toBe(false)
  })

  it('checks the features against the feature list', async () => {
    const unknown = await call('PUT', '/api/admin/plans/basic', {
      features: { ...BASIC_PLAN, teleport: true },
    })
    expect(unknown.statusCode).toBe(400)
    const { max_images: _missing, ...incomplete } = BASIC_PLAN
    expect((await call('PUT', '/api/admin/plans/basic', { features: incomplete })).statusCode).toBe(400)
    const badType = await call('PUT', '/api/admin/plans/basic', {
      features: { ...BASIC_PLAN, max_images: 'many' },
    })
    expect(badType.statusCode).toBe(400)
    expect((await call('PUT', '/api/admin/plans/platinum', { features: BASIC_PLAN })).statusCode).toBe(400)
  })

  it('is for admins only', async () => {
    const owner = await aSignedInUser(t.deps.db, 'business_owner')
    expect((await call('GET', '/api/admin/plans', undefined, owner.token)).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/plans' })).statusCode).toBe(401)
  })
})
