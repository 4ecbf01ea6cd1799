import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { promoteToOwner } from '../../server/db/repositories/businesses.repository'
import { businesses, businessSubscriptions, plans } from '../../server/db/schema'
import { aSignedInUser } from '../support/accounts'
import { expectMatchesContract } from '../support/contract'
import { createTestApp, type TestApp } from '../support/test-app'

type Listing = {
  id: number
  slug: string
  status: string
  name: Record<string, string>
  description: Record<string, string>
  categoryIds: number[]
  hours: Record<string, unknown>
  closedDates: string[]
  gaps: string[]
  plan: { slug: string }
  features: { max_categories: number }
}

describe('adding and editing listings', () => {
  let t: TestApp
  let categoryIds: number[]
  let citySlug: string
  let amenitySlug: string

  beforeAll(async () => {
    t = await createTestApp('pglite')
    const tree = (await t.app.inject({ method: 'GET', url: '/api/businesses/categories' })).json()
    categoryIds = (tree.data as Array<{ id: number }>).map((c) => c.id).slice(0, 6)
    const filters = (await t.app.inject({ method: 'GET', url: '/api/businesses/filters' })).json()
    citySlug = filters.data.cities[0].slug
    amenitySlug = filters.data.amenities[0].slug
  })
  afterAll(() => t.close())

  const newListing = (overrides: object = {}) => ({
    name: { el: 'Ταβέρνα Το Στέκι' },
    description: { el: 'Παραδοσιακοί μεζέδες στη γειτονιά.' },
    categoryIds: categoryIds.slice(0, 1),
    citySlug,
    address: { el: 'Οδός Αγίου Ανδρέα 10' },
    lat: 34.68,
    lng: 33.04,
    phone: '+35725123456',
    email: 'info@steki.example',
    website: 'https://steki.example',
    hours: {
      friday: [
        { opens: '12:00', closes: '15:00' },
        { opens: '19:00', closes: '02:00' },
      ],
    },
    amenities: [amenitySlug],
    priceRange: '$$',
    ...overrides,
  })
  const add = (token: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/businesses',
      payload: body,
      headers: { authorization: `Bearer ${token}` },
    })
  const patch = (token: string, id: number, body: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/owner/businesses/${id}`,
      payload: body,
      headers: { authorization: `Bearer ${token}` },
    })
  const mine = async (token: string): Promise<Listing[]> => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/owner/businesses',
      headers: { authorization: `Bearer ${token}` },
    })
    expectMatchesContract('listOwnerBusinesses', response)
    return response.json().data
  }
  // As an admin's approval does (decideListing): the listing is published and its creator becomes an owner.
  const approve = async (id: number) => {
    const [row] = await t.deps.db
      .update(businesses)
      .set({ status: 'approved' })
      .where(eq(businesses.id, id))
      .returning({ ownerId: businesses.ownerId })
    if (row?.ownerId) await promoteToOwner(t.deps.db, row.ownerId, new Date('2026-11-22T09:00:00Z'))
  }

  it('adds a business in review, owned by its creator, with a transliterated slug', async () => {
    const { token } = await aSignedInUser(t.deps.db, 'user')
    const response = await add(token, newListing())
    expectMatchesContract('createBusiness', response)
    expect(response.statusCode).toBe(201)
    const { id, slug, status } = response.json().data
    expect(slug).toBe('taverna-to-steki')
    expect(status).toBe('pending_review')
    const [listing] = await mine(token)
    expect(listing).toMatchObject({ id, status: 'pending_review', plan: { slug: 'basic' } })
    expect(listing?.gaps).toEqual(expect.arrayContaining(['photos', 'en', 'ru']))
    expect(listing?.gaps).not.toContain('hours')
  })

  it('numbers a slug that is taken, and transliterates a Russian name', async () => {
    const { token } = await aSignedInUser(t.deps.db, 'user')
    const first = (await add(token, newListing({ name: { ru: 'Кафе Юность' } }))).json().data
    const second = (await add(token, newListing({ name: { ru: 'Кафе Юность' } }))).json().data
    expect(first.slug).toBe('kafe-iunost')
    expect(second.slug).toBe('kafe-iunost-2')
  })

  it('keeps a new business out of every public read until it is approved', async () => {
    const { token } = await aSignedInUser(t.deps.db, 'user')
    const name = { en: 'Zyxwvut Hidden Bakery' }
    const { id, slug } = (await add(token, newListing({ name, categoryIds: categoryIds.slice(0, 1) }))).json()
      .data
    const get = (url: string) => t.app.inject({ method: 'GET', url })
    expect((await get(`/api/businesses/${id}`)).statusCode).toBe(404)
    expect((await get(`/api/businesses/slug/${slug}`)).statusCode).toBe(404)
    expect((await get(`/api/businesses/${id}/reviews`)).statusCode).toBe(404)
    expect((await get(`/api/businesses/${id}/similar`)).statusCode).toBe(404)
    expect((await get(`/api/agents/virtual-card/public/${id}`)).statusCode).toBe(404)
    expect((await get(`/api/business-subscriptions/business/${id}/features`)).statusCode).toBe(404)
    const ownFeatures = await t.app.inject({
      method: 'GET',
      url: `/api/business-subscriptions/business/${id}/features`,
      headers: { authorization: `Bearer ${token}` },
    })
    expect(ownFeatures.statusCode).toBe(200)
    const search = (await get('/api/businesses?q=Zyxwvut&limit=10')).json()
    expect(search.data).toEqual([])
    const newest = (await get('/api/businesses/newest?limit=50')).json()
    expect(newest.data.map((b: { id: number }) => b.id)).not.toContain(id)
    const map = (await get('/api/businesses/map?q=Zyxwvut')).json()
    expect(map.data.map((b: { id: number }) => b.id)).not.toContain(id)
    const sitemap = (await get('/sitemaps/businesses-1.xml')).body
    expect(sitemap).not.toContain(`/${slug}<`)
    const { token: reviewer } = await aSignedInUser(t.deps.db, 'user')
    const review = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${id}/reviews`,
      payload: { rating: 5, text: 'A sample review that is long enough.', language: 'en' },
      headers: { authorization: `Bearer ${reviewer}` },
    })
    expect(review.statusCode).toBe(404)
    const chat = await t.app.inject({
      method: 'POST',
      url: '/api/n8n/ai-chat-general',
      payload: {
        query: 'Zyxwvut Hidden Bakery',
        history: [],
        pageContext: { pathname: '/', language: 'en' },
      },
    })
    expect(chat.statusCode).toBe(200)
    expect(chat.body).not.toContain(`id="${id}"`)

    await approve(id)
    expect((await get(`/api/businesses/${id}`)).statusCode).toBe(200)
    expect((await get('/api/businesses?q=Zyxwvut&limit=10')).json().data).toHaveLength(1)
  })

  it('refuses what does not validate', async () => {
    const { token } = await aSignedInUser(t.deps.db, 'user')
    const refused = async (overrides: object) => {
      const response = await add(token, newListing(overrides))
      expectMatchesContract('createBusiness', response)
      return response.statusCode
    }
    expect(await refused({ name: {} })).toBe(400)
    expect(await refused({ name: { en: '   ' } })).toBe(400)
    expect(await refused({ lat: 37.98, lng: 23.72 })).toBe(400)
    expect(await refused({ phone: '22 123456' })).toBe(400)
    expect(await refused({ email: 'not-an-address' })).toBe(400)
    expect(await refused({ website: 'ftp://steki.example' })).toBe(400)
    expect(await refused({ hours: { monday: [{ opens: '10:00', closes: '10:00' }] } })).toBe(400)
    expect(await refused({ categoryIds: [999999] })).toBe(400)
    expect(await refused({ amenities: ['no-such-amenity'] })).toBe(400)
    expect(await refused({ citySlug: 'atlantis' })).toBe(400)
    expect(await refused({ priceRange: '$$$$$' })).toBe(400)
    expect(await mine(token)).toEqual([])
  })

  it("refuses a third category and an over-long description under Basic, with the plan's limit", async () => {
    const { token } = await aSignedInUser(t.deps.db, 'user')
    const tooMany = await add(token, newListing({ categoryIds: categoryIds.slice(0, 3) }))
    expectMatchesContract('createBusiness', tooMany)
    expect(tooMany.statusCode).toBe(403)
    expect(tooMany.json()).toMatchObject({ code: 'PLAN_LIMIT', feature: 'max_categories', limit: 2 })
    const long = await add(token, newListing({ description: { en: 'x'.repeat(501) } }))
    expect(long.json()).toMatchObject({ code: 'PLAN_LIMIT', feature: 'max_description_length', limit: 500 })
  })

  it('lets an account have at most 3 businesses waiting for review', async () => {
    const { token } = await aSignedInUser(t.deps.db, 'user')
    for (let i = 0; i < 3; i++) expect((await add(token, newListing())).statusCode).toBe(201)
    const fourth = await add(token, newListing())
    expectMatchesContract('createBusiness', fourth)
    expect(fourth.statusCode).toBe(409)
    expect(fourth.json().code).toBe('TOO_MANY_PENDING_LISTINGS')
  })

  it('lets the owner edit hours, closures and one language; the public page shows it at once', async () => {
    const { token } = await aSignedInUser(t.deps.db, 'user')
    const { id } = (await add(token, newListing({ name: { en: 'Harbour Kiosk', el: 'Περίπτερο' } }))).json()
      .data
    await approve(id)
    const response = await patch(token, id, {
      description: { el: 'Καινούργια περιγραφή.' },
      hours: { sunday: [{ opens: '22:00', closes: '03:00' }] },
      closedDates: ['2026-12-25'],
    })
    expectMatchesContract('updateOwnerBusiness', response)
    expect(response.statusCode).toBe(200)
    const listing: Listing = response.json().data
    expect(listing.name).toEqual({ en: 'Harbour Kiosk', el: 'Περίπτερο' })
    expect(listing.description.el).toBe('Καινούργια περιγραφή.')
    const page = (await t.app.inject({ method: 'GET', url: `/api/businesses/${id}` })).json().business
    expect(page.description.el).toBe('Καινούργια περιγραφή.')
    expect(page.openingHours).toEqual({ sunday: [{ opens: '22:00', closes: '03:00' }] })
    expect(page.closedDates).toEqual(['2026-12-25'])
  })

  it('gives a renamed business a new slug and answers its old one with a 301', async () => {
    const { token } = await aSignedInUser(t.deps.db, 'user')
    const { id, slug } = (await add(token, newListing({ name: { en: 'Old Mill Cafe' } }))).json().data
    await approve(id)
    const renamed: Listing = (await patch(token, id, { name: { en: 'New Mill Cafe' } })).json().data
    expect(renamed.slug).toBe('new-mill-cafe')
    const old = await t.app.inject({ method: 'GET', url: `/api/businesses/slug/${slug}` })
    expectMatchesContract('getBusinessBySlug', old)
    expect(old.statusCode).toBe(301)
    expect(old.headers.location).toBe('/api/businesses/slug/new-mill-cafe')
    const current = await t.app.inject({ method: 'GET', url: '/api/businesses/slug/new-mill-cafe' })
    expect(current.json().business.id).toBe(id)
    // A text change that keeps the name's slug keeps the address.
    const same: Listing = (await patch(token, id, { name: { el: 'Νέος Μύλος' } })).json().data
    expect(same.slug).toBe('new-mill-cafe')
  })

  it('refuses another owner (403) and lets an admin edit', async () => {
    const owner = await aSignedInUser(t.deps.db, 'user')
    const other = await aSignedInUser(t.deps.db, 'business_owner')
    const admin = await aSignedInUser(t.deps.db, 'admin')
    const { id } = (await add(owner.token, newListing())).json().data
    const refused = await patch(other.token, id, { priceRange: '$' })
    expectMatchesContract('updateOwnerBusiness', refused)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().code).toBe('NOT_YOUR_BUSINESS')
    expect(await mine(other.token)).toEqual([])
    const byAdmin = await patch(admin.token, id, { priceRange: '$' })
    expect(byAdmin.statusCode).toBe(200)
    expect((await patch(admin.token, 99999999, { priceRange: '$' })).statusCode).toBe(404)
  })

  it('allows what a paid plan allows: more categories, a longer description and the featured badge', async () => {
    const { token } = await aSignedInUser(t.deps.db, 'user')
    const { id } = (await add(token, newListing())).json().data
    const basic = await patch(token, id, { categoryIds: categoryIds.slice(0, 3) })
    expect(basic.json()).toMatchObject({ code: 'PLAN_LIMIT', feature: 'max_categories', limit: 2 })
    expect((await patch(token, id, { featured: true })).json()).toMatchObject({
      code: 'PLAN_LIMIT',
      feature: 'featured_badge',
      limit: false,
    })

    const [premium] = await t.deps.db.select().from(plans).where(eq(plans.slug, 'premium'))
    await t.deps.db.insert(businessSubscriptions).values({
      businessId: id,
      planId: premium!.id,
      status: 'active',
      startedAt: new Date('2026-01-01T00:00:00Z'),
      endDate: new Date('2027-11-22'),
    })
    const paid = await patch(token, id, {
      categoryIds: categoryIds.slice(0, 6),
      description: { en: 'x'.repeat(2000) },
      featured: true,
    })
    expectMatchesContract('updateOwnerBusiness', paid)
    expect(paid.statusCode).toBe(200)
    expect(paid.json().data).toMatchObject({ featured: true, plan: { slug: 'premium' } })
    expect(paid.json().data.categoryIds).toHaveLength(6)
    const seven = await patch(token, id, {
      categoryIds: categoryIds.slice(0, 6).concat([categoryIds[0]! + 1000]),
    })
    expect(seven.statusCode).toBe(403)
  })
})
