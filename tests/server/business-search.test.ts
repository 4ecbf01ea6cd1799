import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isOpenAt } from '@domain/hours/open-now'
import type { WeeklyHours } from '@domain/hours/opening-hours'
import { expectMatchesContract } from '../support/contract'
import { createTestApp, type TestApp } from '../support/test-app'
import { ENGINES } from '../support/test-database'

type Summary = {
  id: number
  name: { en?: string; el?: string; ru?: string }
  citySlug: string
  rating: number
  priceRange: string | null
  lat: number
  lng: number
}

// Tuesday 24 November 2026: 12:30 and 04:00 in Nicosia (UTC+2 in winter).
const TUESDAY_NOON = new Date('2026-11-24T10:30:00Z')
const TUESDAY_4AM = new Date('2026-11-24T02:00:00Z')

describe.each(ENGINES)('business search API on %s', (engine) => {
  let t: TestApp
  let now = TUESDAY_NOON
  beforeAll(async () => {
    t = await createTestApp(engine, { clock: () => now })
  })
  afterAll(() => t.close())

  const get = async (operationId: string, url: string) => {
    const response = await t.app.inject({ method: 'GET', url })
    expectMatchesContract(operationId, response)
    return { status: response.statusCode, body: response.json() }
  }
  const list = async (query: string) => {
    const { status, body } = await get('listBusinesses', `/api/businesses?${query}`)
    expect(status).toBe(200)
    return { items: body.data as Summary[], total: body.total as number }
  }
  const aBusiness = async (): Promise<Summary> => {
    const { items } = await list('limit=1&offset=7')
    if (!items[0]) throw new Error('no seeded business')
    return items[0]
  }
  const search = (q: string, extra = '') => list(`q=${encodeURIComponent(q)}&limit=20${extra}`)

  it('finds a business by its Greek name, typed without accents and in capitals', async () => {
    const business = await aBusiness()
    const greek = business.name.el ?? ''
    const typed = greek.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase()
    const { items } = await search(typed)
    expect(items.map((b) => b.id)).toContain(business.id)
    expect(items[0]?.name.el).toBe(greek)
  })

  it('finds a business by its Russian name', async () => {
    const business = await aBusiness()
    const { items } = await search(business.name.ru ?? '')
    expect(items.map((b) => b.id)).toContain(business.id)
    expect(items[0]?.name.ru).toBe(business.name.ru)
  })

  it('finds a business by a misspelt English name', async () => {
    const business = await aBusiness()
    const english = business.name.en ?? ''
    const longest = english.split(' ').reduce((a, b) => (b.length > a.length ? b : a), '')
    const misspelt = english.replace(longest, `${longest}${longest.at(-1)}`)
    const { items } = await search(misspelt)
    expect(items.map((b) => b.id)).toContain(business.id)
  })

  it('finds by the start of a word and ignores tsquery operators in the text', async () => {
    const business = await aBusiness()
    const word = (business.name.en ?? '').split(' ')[0] ?? ''
    const { items } = await search(`${word.slice(0, 4)} & | ! :* ('`)
    expect(items.length).toBeGreaterThan(0)
    const nothing = await search(`&|!:*()'`)
    expect(nothing.total).toBeGreaterThan(0)
  })

  it('narrows by city, price range and minimum rating', async () => {
    const all = await list('limit=1')
    const business = await aBusiness()
    const byCity = await list(`city=${business.citySlug}&limit=100`)
    expect(byCity.total).toBeLessThan(all.total)
    expect(byCity.items.every((b) => b.citySlug === business.citySlug)).toBe(true)

    const narrowed = await list(
      `city=${business.citySlug}&minRating=4&priceRange=$$&priceRange=$$$&limit=100`,
    )
    expect(narrowed.total).toBeLessThan(byCity.total)
    for (const b of narrowed.items) {
      expect(b.rating).toBeGreaterThanOrEqual(4)
      expect(['$$', '$$$']).toContain(b.priceRange)
    }
  })

  it('keeps only businesses that have every amenity asked for', async () => {
    const filters = await get('listBusinessFilters', '/api/businesses/filters')
    expect(filters.status).toBe(200)
    const [first, second] = filters.body.data.amenities as Array<{ slug: string }>
    const one = await list(`amenities=${first?.slug}&limit=5`)
    const both = await list(`amenities=${first?.slug}&amenities=${second?.slug}&limit=5`)
    expect(one.total).toBeGreaterThan(0)
    expect(both.total).toBeLessThanOrEqual(one.total)
    for (const b of both.items) {
      const detail = await get('getBusinessById', `/api/businesses/${b.id}`)
      const slugs = (detail.body.business.amenities as Array<{ slug: string }>).map((a) => a.slug)
      expect(slugs).toEqual(expect.arrayContaining([first?.slug, second?.slug]))
    }
  })

  it('lists the cities with their business counts and the amenities', async () => {
    const { body } = await get('listBusinessFilters', '/api/businesses/filters')
    const all = await list('limit=1')
    const cities = body.data.cities as Array<{ slug: string; businessCount: number; name: { en: string } }>
    expect(cities.reduce((sum, c) => sum + c.businessCount, 0)).toBe(all.total)
    expect(cities[0]?.name.en).toBeTruthy()
  })

  it('keeps only businesses open now in Cyprus time, by the injected clock', async () => {
    now = TUESDAY_NOON
    const noon = await list('openNow=true&limit=10')
    now = TUESDAY_4AM
    const night = await list('openNow=true&limit=10')
    now = TUESDAY_NOON
    expect(noon.total).toBeGreaterThan(night.total)
    for (const b of noon.items) {
      const detail = await get('getBusinessById', `/api/businesses/${b.id}`)
      expect(isOpenAt(detail.body.business.openingHours as WeeklyHours, TUESDAY_NOON)).toBe(true)
    }
  })

  it('sorts by distance from the given point, nearest first', async () => {
    const origin = { lat: 34.6786, lng: 33.0413 }
    const { items } = await list(`sort=distance&lat=${origin.lat}&lng=${origin.lng}&limit=30`)
    const km = (b: Summary) =>
      Math.hypot(b.lat - origin.lat, (b.lng - origin.lng) * Math.cos((origin.lat * Math.PI) / 180))
    const distances = items.map(km)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
  })

  it('sorts by rating with stable pages', async () => {
    const first = await list('sort=rating&limit=10')
    const second = await list('sort=rating&limit=10&offset=10')
    const ratings = [...first.items, ...second.items].map((b) => b.rating)
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a))
    const ids = new Set(first.items.map((b) => b.id))
    expect(second.items.some((b) => ids.has(b.id))).toBe(false)
  })

  it.each([
    ['sort=distance', 'lat and lng'],
    ['sort=distance&lat=34.7', 'lat and lng'],
    ['lng=33.0', 'lat and lng'],
    ['lat=51.5&lng=-0.1', 'lat'],
    ['minRating=6', 'minRating'],
    ['priceRange=$$$$$', 'priceRange'],
    ['sort=cheapest', 'sort'],
    ['openNow=maybe', 'openNow'],
    [`q=${'a'.repeat(201)}`, 'q'],
  ])('answers 400 for %s', async (query, mentioned) => {
    const { status, body } = await get('listBusinesses', `/api/businesses?${query}`)
    expect(status).toBe(400)
    expect(body.code).toBe('VALIDATION_ERROR')
    expect(body.error).toContain(mentioned)
  })
})
