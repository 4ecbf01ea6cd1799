import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectMatchesContract } from '../support/contract'
import { createTestApp, type TestApp } from '../support/test-app'

describe('business map points API', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      mapTiles: { urlTemplate: 'http://tiles.test/{z}/{x}/{y}.png', attribution: '© Test' },
    })
  })
  afterAll(() => t.close())

  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url })
    expectMatchesContract('listBusinessMapPoints', response)
    return { status: response.statusCode, body: response.json() }
  }

  it('gives the same businesses as the listing for the same filters, with the configured tiles', async () => {
    const categories = (
      await t.app.inject({ method: 'GET', url: '/api/businesses/categories?hierarchical=true' })
    ).json()
    const filters = `category=${categories.data[0].slug}&minRating=4`
    const list = (await t.app.inject({ method: 'GET', url: `/api/businesses?${filters}&limit=100` })).json()
    const { status, body } = await get(`/api/businesses/map?${filters}`)
    expect(status).toBe(200)
    expect(body.total).toBe(list.total)
    expect(new Set(body.data.map((p: { id: number }) => p.id))).toEqual(
      new Set(list.data.map((b: { id: number }) => b.id)),
    )
    expect(body.tiles).toEqual({ urlTemplate: 'http://tiles.test/{z}/{x}/{y}.png', attribution: '© Test' })
    expect(Object.keys(body.data[0]).sort()).toEqual([
      'category',
      'id',
      'lat',
      'lng',
      'name',
      'rating',
      'slug',
    ])
  })

  it('finds a business by a Greek search and caps the points at the limit while counting all', async () => {
    const greek = await get(`/api/businesses/map?q=${encodeURIComponent('ταβέρνα')}`)
    expect(greek.body.data.length).toBeGreaterThan(0)
    const capped = await get('/api/businesses/map?limit=5')
    expect(capped.body.data).toHaveLength(5)
    expect(capped.body.total).toBeGreaterThan(5)
  })

  it('answers 404 for an unknown category and 400 for a limit above 1000', async () => {
    expect((await get('/api/businesses/map?category=no-such-category')).status).toBe(404)
    expect((await get('/api/businesses/map?limit=1001')).status).toBe(400)
  })
})
