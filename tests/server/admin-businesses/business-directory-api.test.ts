import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  businesses,
  businessMessages,
  businessPhotos,
  claims,
  reviews,
  users,
} from '../../../server/db/schema'
import { aSignedInUser } from '../../support/accounts'
import { expectMatchesContract } from '../../support/contract'
import { createTestApp, type TestApp } from '../../support/test-app'

describe("the admin's directory of businesses", () => {
  let t: TestApp
  let admin: string
  let user: string
  let categoryIds: number[]
  let citySlug: string
  const now = new Date('2026-11-24T10:00:00Z')

  beforeAll(async () => {
    t = await createTestApp('pglite', { clock: () => now })
    admin = (await aSignedInUser(t.deps.db, 'admin')).token
    user = (await aSignedInUser(t.deps.db, 'user')).token
    const tree = (await t.app.inject({ method: 'GET', url: '/api/businesses/categories' })).json()
    categoryIds = (tree.data as Array<{ id: number }>).map((c) => c.id)
    const filters = (await t.app.inject({ method: 'GET', url: '/api/businesses/filters' })).json()
    citySlug = filters.data.cities[0].slug
  })
  afterAll(() => t.close())

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = admin) =>
    t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } })
  const listing = (name: Record<string, string>) => ({
    name,
    categoryIds: categoryIds.slice(0, 1),
    citySlug,
    address: { en: '1 Harbour Road' },
    lat: 34.68,
    lng: 33.04,
  })
  const create = async (name: Record<string, string>, ownerEmail?: string) => {
    const response = await call('POST', '/api/admin/businesses', {
      listing: listing(name),
      ...(ownerEmail && { ownerEmail }),
    })
    expect(response.statusCode).toBe(201)
    return response.json().data as { id: number; slug: string }
  }
  const row = async (id: number) =>
    (await t.deps.db.select().from(businesses).where(eq(businesses.id, id)))[0]

  it('finds businesses of any status by a name in any language, accents ignored, or by id, and pages them', async () => {
    const { id } = await create({ en: 'Zephyr Bakery', el: 'Αρτοποιείο Ζέφυρος' })
    await t.deps.db.update(businesses).set({ status: 'unpublished' }).where(eq(businesses.id, id))
    const byGreek = await call('GET', `/api/admin/businesses?q=${encodeURIComponent('ζεφυρος')}`)
    expectMatchesContract('listAdminBusinesses', byGreek)
    expect(byGreek.json()).toMatchObject({ total: 1, data: [{ business: { id, status: 'unpublished' } }] })
    const byId = (await call('GET', `/api/admin/businesses?q=${id}`)).json()
    expect(byId.data.map((l: { business: { id: number } }) => l.business.id)).toContain(id)
    const wildcard = (await call('GET', '/api/admin/businesses?q=%25')).json()
    expect(wildcard.total).toBe(0)

    const all = (await call('GET', '/api/admin/businesses?limit=5')).json()
    expect(all.data).toHaveLength(5)
    expect(all.total).toBeGreaterThan(5)
    const second = (await call('GET', '/api/admin/businesses?limit=5&offset=5')).json()
    const ids = (page: { data: Array<{ business: { id: number } }> }) => page.data.map((l) => l.business.id)
    expect(ids(second)).not.toContain(ids(all)[0])
    expect(ids(all)[0]).toBe(id) // the newest first
  })

  it('keeps the review queue oldest first', async () => {
    const queue = (await call('GET', '/api/admin/businesses?status=pending_review')).json()
    const created = queue.data.map((l: { createdAt: string }) => l.createdAt)
    expect(created).toEqual([...created].sort())
  })

  it('adds a business that is public at once, owned by the account named', async () => {
    const owner = await aSignedInUser(t.deps.db, 'user')
    const { id, slug } = await create({ en: 'Admin Added Cafe' }, owner.user.email)
    const stored = await row(id)
    expect(stored).toMatchObject({ status: 'approved', ownerId: owner.user.id })
    expect((await t.app.inject({ url: `/api/businesses/slug/${slug}` })).statusCode).toBe(200)
    const [account] = await t.deps.db.select().from(users).where(eq(users.id, owner.user.id))
    expect(account?.role).toBe('business_owner')

    const invalid = await call('POST', '/api/admin/businesses', {
      listing: { ...listing({ en: 'Nowhere' }), lat: 51.5, lng: -0.1 },
    })
    expectMatchesContract('createAdminBusiness', invalid)
    expect(invalid.statusCode).toBe(400)
    const noOwner = await call('POST', '/api/admin/businesses', {
      listing: listing({ en: 'Orphan' }),
      ownerEmail: 'nobody@example.cy',
    })
    expect(noOwner.json().code).toBe('USER_NOT_FOUND')
  })

  it('shows one business with its listing, badges and owner', async () => {
    const { id } = await create({ en: 'Detail Deli' })
    const response = await call('GET', `/api/admin/businesses/${id}`)
    expectMatchesContract('getAdminBusiness', response)
    expect(response.json().data).toMatchObject({
      listing: { id, name: { en: 'Detail Deli' }, status: 'approved' },
      verified: false,
      owner: null,
    })
    expect((await call('GET', '/api/admin/businesses/999999')).statusCode).toBe(404)
  })

  it('unpublishes a business, which leaves the public pages, and publishes it again', async () => {
    const { id, slug } = await create({ en: 'Vanishing Bar' })
    const off = await call('PUT', `/api/admin/businesses/${id}/status`, {
      status: 'unpublished',
      reason: 'Closed',
    })
    expectMatchesContract('setAdminBusinessStatus', off)
    expect(off.json().data).toEqual({ id, status: 'unpublished', reason: 'Closed' })
    expect((await t.app.inject({ url: `/api/businesses/slug/${slug}` })).statusCode).toBe(404)
    expect((await t.app.inject({ url: `/api/businesses/${id}` })).statusCode).toBe(404)
    await call('PUT', `/api/admin/businesses/${id}/status`, { status: 'approved' })
    expect((await t.app.inject({ url: `/api/businesses/slug/${slug}` })).statusCode).toBe(200)

    await t.deps.db.update(businesses).set({ status: 'pending_review' }).where(eq(businesses.id, id))
    const queued = await call('PUT', `/api/admin/businesses/${id}/status`, { status: 'approved' })
    expectMatchesContract('setAdminBusinessStatus', queued)
    expect(queued.json().code).toBe('LISTING_STATUS_CONFLICT')
  })

  it('sets the verified badge and the featured flag, recorded with the state before', async () => {
    const { id } = await create({ en: 'Badge Barber' })
    const response = await call('PUT', `/api/admin/businesses/${id}/flags`, { verified: true })
    expectMatchesContract('setAdminBusinessFlags', response)
    expect(response.json().data).toEqual({ id, verified: true, featured: false })
    await call('PUT', `/api/admin/businesses/${id}/flags`, { featured: true })
    expect(await row(id)).toMatchObject({ verified: true, featured: true })
    const audit = (await call('GET', `/api/admin/audit?entity=business:${id}`)).json().data
    expect(audit[0]).toMatchObject({
      action: 'setAdminBusinessFlags',
      before: { verified: true, featured: false },
      after: { verified: true, featured: true },
    })
  })

  it('merges a duplicate: reviews, photos, messages and the slug move, claims close, the rating is recomputed', async () => {
    const kept = await create({ en: 'Lighthouse Taverna' })
    const duplicate = await create({ en: 'Lighthouse Tavern' })
    const reviewer = await aSignedInUser(t.deps.db, 'user')
    const both = await aSignedInUser(t.deps.db, 'user')
    const review = (businessId: number, rating: number, userId: number | null) => ({
      businessId,
      rating,
      userId,
      authorName: 'A visitor',
      body: 'Fresh fish.',
      language: 'en',
    })
    await t.deps.db
      .insert(reviews)
      .values([
        review(kept.id, 5, both.user.id),
        review(duplicate.id, 2, reviewer.user.id),
        review(duplicate.id, 1, both.user.id),
      ])
    await t.deps.db.insert(businessPhotos).values({
      businessId: duplicate.id,
      displayKey: 'photos/d.webp',
      thumbKey: 'photos/t.webp',
      width: 10,
      height: 10,
      position: 0,
      createdAt: now,
    })
    await t.deps.db.insert(businessMessages).values({
      businessId: duplicate.id,
      kind: 'lead',
      senderName: 'Maria',
      contact: 'maria@example.cy',
      body: 'A table for four?',
      language: 'en',
      createdAt: now,
    })
    await t.deps.db
      .insert(claims)
      .values({ businessId: duplicate.id, userId: reviewer.user.id, method: 'document' })

    const response = await call('POST', `/api/admin/businesses/${duplicate.id}/merge`, { intoId: kept.id })
    expectMatchesContract('mergeAdminBusiness', response)
    expect(response.json().data).toEqual({
      mergedId: duplicate.id,
      keptId: kept.id,
      slug: kept.slug,
      rating: 3.5,
      reviewCount: 2,
      movedReviews: 1,
      movedPhotos: 1,
      movedMessages: 1,
    })
    expect(await row(duplicate.id)).toBeUndefined()
    expect(await row(kept.id)).toMatchObject({ rating: 3.5, reviewCount: 2 })
    const [claim] = await t.deps.db.select().from(claims).where(eq(claims.userId, reviewer.user.id))
    expect(claim).toMatchObject({ businessId: kept.id, status: 'rejected' })
    const old = await t.app.inject({ url: `/api/businesses/slug/${duplicate.slug}` })
    expect(old.statusCode).toBe(301)
    expect(old.headers.location).toBe(`/api/businesses/slug/${kept.slug}`)
    const photos = await t.deps.db.select().from(businessPhotos).where(eq(businessPhotos.businessId, kept.id))
    expect(photos).toHaveLength(1)
  })

  it('refuses to merge a business into itself or into one that does not exist', async () => {
    const { id } = await create({ en: 'Lonely Kiosk' })
    const self = await call('POST', `/api/admin/businesses/${id}/merge`, { intoId: id })
    expectMatchesContract('mergeAdminBusiness', self)
    expect(self.json().code).toBe('MERGE_INTO_ITSELF')
    const missing = await call('POST', `/api/admin/businesses/${id}/merge`, { intoId: 999999 })
    expect(missing.statusCode).toBe(404)
    expect(await row(id)).toBeDefined()
  })

  it('answers 401 without a session and 403 to an account that is not an admin', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/businesses' })
    expect(anonymous.statusCode).toBe(401)
    const forbidden = await call('PUT', '/api/admin/businesses/1/flags', { verified: true }, user)
    expectMatchesContract('setAdminBusinessFlags', forbidden)
    expect(forbidden.statusCode).toBe(403)
  })
})
