import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectMatchesContract } from '../support/contract'
import { createTestApp, type TestApp } from '../support/test-app'
import { ENGINES } from '../support/test-database'

describe.each(ENGINES)('businesses API on %s', (engine) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(engine)
  })
  afterAll(() => t.close())

  const get = async (operationId: string, url: string) => {
    const response = await t.app.inject({ method: 'GET', url })
    expectMatchesContract(operationId, response)
    return { status: response.statusCode, body: response.json() }
  }

  it('lists nine businesses a page with the total and whether more follow', async () => {
    const first = await get('listBusinesses', '/api/businesses')
    expect(first.status).toBe(200)
    expect(first.body.data).toHaveLength(9)
    expect(first.body.total).toBeGreaterThanOrEqual(300)
    expect(first.body.pagination).toEqual({ limit: 9, offset: 0, hasMore: true })

    const last = await get('listBusinesses', `/api/businesses?offset=${first.body.total - 2}`)
    expect(last.body.data).toHaveLength(2)
    expect(last.body.pagination.hasMore).toBe(false)
    const ids = new Set(first.body.data.map((b: { id: number }) => b.id))
    expect(last.body.data.some((b: { id: number }) => ids.has(b.id))).toBe(false)
  })

  it('includes the businesses of descendant categories when filtering by a parent category', async () => {
    const tree = await get('listCategories', '/api/businesses/categories?withCounts=true&hierarchical=true')
    const parent = tree.body.data.find((c: { children: unknown[] }) => c.children.length > 0)
    const child = parent.children[0]
    const byParent = await get('listBusinesses', `/api/businesses?category=${parent.slug}&limit=100`)
    const byChild = await get('listBusinesses', `/api/businesses?category=${child.slug}&limit=100`)
    expect(byParent.body.total).toBe(parent.businessCount)
    expect(byChild.body.total).toBe(child.businessCount)
    expect(byParent.body.total).toBeGreaterThanOrEqual(byChild.body.total)
    const parentIds = new Set(byParent.body.data.map((b: { id: number }) => b.id))
    for (const b of byChild.body.data.slice(0, 20))
      expect(parentIds.has(b.id) || byParent.body.pagination.hasMore).toBe(true)
  })

  it('answers 404 with a clear message for a category that does not exist', async () => {
    const { status, body } = await get('listBusinesses', '/api/businesses?category=no-such-category')
    expect(status).toBe(404)
    expect(body).toMatchObject({ success: false, code: 'CATEGORY_NOT_FOUND' })
  })

  it('gives three featured, six highest-rated and ten newest businesses by default', async () => {
    const featured = await get('listFeaturedBusinesses', '/api/businesses/featured/list')
    expect(featured.body.data).toHaveLength(3)
    expect(featured.body.data.every((b: { featured: boolean }) => b.featured)).toBe(true)

    const best = await get('listHighestRatedBusinesses', '/api/businesses/highest-rated')
    expect(best.body.data).toHaveLength(6)
    const ratings = best.body.data.map((b: { rating: number }) => b.rating)
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a))

    const newest = await get('listNewestBusinesses', '/api/businesses/newest')
    expect(newest.body.data).toHaveLength(10)
    const dates = newest.body.data.map((b: { createdAt: string }) => b.createdAt)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('finds the same business by numeric id, by slug and by category path and slug', async () => {
    const list = await get('listBusinesses', '/api/businesses?limit=1')
    const summary = list.body.data[0]
    const byId = await get('getBusinessById', `/api/businesses/${summary.id}`)
    const bySlug = await get('getBusinessBySlug', `/api/businesses/slug/${summary.slug}`)
    const byPath = await get(
      'getBusinessByPath',
      `/api/businesses/by-path?path=${summary.categories[0].path}/${summary.slug}`,
    )
    expect(byId.body.business.id).toBe(summary.id)
    expect(bySlug.body.business).toEqual(byId.body.business)
    expect(byPath.body.business).toEqual(byId.body.business)
    expect(byId.body.business.name.el).toMatch(/[\u0370-\u03ff]/)
    expect(byId.body.business.name.ru).toMatch(/[\u0400-\u04ff]/)
  })

  it('finds a business under its own category and every ancestor of it, at any depth', async () => {
    const list = await get('listBusinesses', '/api/businesses?limit=100')
    const business = list.body.data.find((b: { categories: { path: string }[] }) =>
      b.categories.some((c) => c.path.includes('/')),
    )
    const path: string = business.categories.find((c: { path: string }) => c.path.includes('/')).path
    const slugs = path.split('/')
    for (const trail of [...slugs.map((slug) => slug), slugs.slice(-2).join('/'), path]) {
      const found = await get('getBusinessByPath', `/api/businesses/by-path?path=${trail}/${business.slug}`)
      expect(found.status, trail).toBe(200)
      expect(found.body.business.id).toBe(business.id)
    }
  })

  it('refuses a business path whose category does not hold the business', async () => {
    const tree = await get('listCategories', '/api/businesses/categories')
    const list = await get('listBusinesses', '/api/businesses?limit=1')
    const business = list.body.data[0]
    const topOf = (path: string) => path.split('/')[0]!
    const other = tree.body.data.find(
      (c: { path: string }) =>
        !business.categories.some((bc: { path: string }) => topOf(bc.path) === topOf(c.path)),
    )
    const wrong = await get(
      'getBusinessByPath',
      `/api/businesses/by-path?path=${other.path}/${business.slug}`,
    )
    expect(wrong.status).toBe(404)
    const missing = await get('getBusinessBySlug', '/api/businesses/slug/no-such-business')
    expect(missing.status).toBe(404)
    expect(missing.body.error).toMatch(/Failed to fetch business/)
  })

  it('shows opening hours per weekday as text, leaving closed days out', async () => {
    const list = await get('listBusinesses', '/api/businesses?limit=100')
    const details = await Promise.all(
      list.body.data.map((b: { id: number }) => get('getBusinessById', `/api/businesses/${b.id}`)),
    )
    const withClosedDay = details.find((d) => Object.keys(d.body.business.openingHours).length < 7)
    expect(withClosedDay).toBeDefined()
    const business = withClosedDay!.body.business
    expect(Object.keys(business.hours).sort()).toEqual(
      Object.keys(business.openingHours)
        .filter((d) => business.openingHours[d].length > 0)
        .sort(),
    )
    const split = details.find((d) =>
      Object.values(d.body.business.hours).some((text) => String(text).includes(',')),
    )
    expect(split).toBeDefined()
  })

  it('pages reviews fifteen at a time, newest first', async () => {
    const best = await get('listHighestRatedBusinesses', '/api/businesses/highest-rated?limit=50')
    const busy = best.body.data.find((b: { reviewCount: number }) => b.reviewCount > 15)
    expect(busy).toBeDefined()
    const page = await get('listBusinessReviews', `/api/businesses/${busy.id}/reviews`)
    expect(page.body.data.reviews).toHaveLength(15)
    expect(page.body.data.total).toBe(busy.reviewCount)
    expect(page.body.data.hasMore).toBe(true)
    const rest = await get('listBusinessReviews', `/api/businesses/${busy.id}/reviews?offset=15&limit=50`)
    expect(rest.body.data.reviews).toHaveLength(busy.reviewCount - 15)
    expect(rest.body.data.hasMore).toBe(false)
    const missing = await get('listBusinessReviews', '/api/businesses/999999/reviews')
    expect(missing.status).toBe(404)
  })

  it('sorts the category tree by sortOrder then name, with paths and subtree counts', async () => {
    const { body } = await get(
      'listCategories',
      '/api/businesses/categories?withCounts=true&hierarchical=true',
    )
    expect(body.data.length).toBeGreaterThanOrEqual(12)
    const orders = body.data.map((c: { sortOrder: number }) => c.sortOrder)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))
    for (const parent of body.data) {
      expect(parent.path).toBe(parent.slug)
      for (const child of parent.children) {
        expect(child.path).toBe(`${parent.slug}/${child.slug}`)
        expect(child.businessCount).toBeLessThanOrEqual(parent.businessCount)
      }
    }
    expect(body.totals.businesses).toBeGreaterThanOrEqual(300)
    const flat = await get('listCategories', '/api/businesses/categories')
    expect(flat.body.data[0].children).toBeUndefined()
    expect(flat.body.data[0].businessCount).toBeUndefined()
  })

  it('names six popular categories, the busiest first', async () => {
    const { body } = await get('listPopularCategories', '/api/businesses/categories/popular')
    expect(body.data).toHaveLength(6)
    const counts = body.data.map((c: { businessCount: number }) => c.businessCount)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
  })

  it('resolves a category path to the category, its ancestors and its children', async () => {
    const tree = await get('listCategories', '/api/businesses/categories?hierarchical=true')
    const parent = tree.body.data.find((c: { children: unknown[] }) => c.children.length > 0)
    const child = parent.children[0]
    const resolve = (pathSegments: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/businesses/categories/resolve-path',
        payload: { pathSegments },
      })

    const deep = await resolve([parent.slug, child.slug])
    expectMatchesContract('resolveCategoryPath', deep)
    expect(deep.json().data.category.slug).toBe(child.slug)
    expect(deep.json().data.ancestors.map((a: { slug: string }) => a.slug)).toEqual([parent.slug])

    const top = await resolve([parent.slug])
    expect(top.json().data.children.map((c: { slug: string }) => c.slug)).toEqual(
      parent.children.map((c: { slug: string }) => c.slug),
    )

    const wrongOrder = await resolve([child.slug, parent.slug])
    expectMatchesContract('resolveCategoryPath', wrongOrder)
    expect(wrongOrder.statusCode).toBe(404)
    const empty = await resolve([])
    expect(empty.statusCode).toBe(400)
  })
})
