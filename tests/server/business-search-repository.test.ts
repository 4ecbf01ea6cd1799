import { asc, desc, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cyprusMoment, isOpenAt } from '@domain/hours/open-now'
import type { WeeklyHours } from '@domain/hours/opening-hours'
import type { Database } from '../../server/db/connect'
import type { GeoPoint } from '@domain/business/business'
import { searchBusinesses } from '../../server/db/repositories/business-search.repository'
import type { BusinessSearch, TextQuery } from '../../server/db/repositories/business-search-request'
import { businesses, businessSearch, searchVocabulary } from '../../server/db/schema'
import { ENGINES, openSeededDatabase } from '../support/test-database'

// Monday 23 November 2026, 00:00 in Nicosia (UTC+2 in winter).
const MONDAY_MIDNIGHT = Date.parse('2026-11-22T22:00:00Z')
const MINUTE = 60_000
const WEEK_MINUTES = 7 * 24 * 60

type Row = { id: number; hours: WeeklyHours; lat: number; lng: number }

const listing = (over: Partial<BusinessSearch>): BusinessSearch => ({
  categoryIds: null,
  text: null,
  sort: 'relevance',
  limit: 1000,
  offset: 0,
  ...over,
})

// The distance the sort orders by (equirectangular, scaled at the origin's latitude).
const km = (origin: GeoPoint) => (b: Row) =>
  111.32 * Math.hypot(b.lat - origin.lat, (b.lng - origin.lng) * Math.cos((origin.lat * Math.PI) / 180))

describe.each(ENGINES)('business search repository on %s', (engine) => {
  let database: Database
  let all: Row[]
  beforeAll(async () => {
    database = await openSeededDatabase(engine)
    all = await database.db
      .select({ id: businesses.id, hours: businesses.hours, lat: businesses.lat, lng: businesses.lng })
      .from(businesses)
  })
  afterAll(() => database.close())

  it('ranks only the most prominent matches of a pooled search, in the order the whole ranking gives them', async () => {
    const [common] = await database.db
      .select({ term: searchVocabulary.term })
      .from(searchVocabulary)
      .orderBy(desc(searchVocabulary.businessCount))
      .limit(1)
    const text: TextQuery = {
      required: [{ prefix: common?.term ?? '', whole: [] }],
      mode: 'all',
      isNameOnly: true,
      optional: [],
      phrases: [],
      boostCategoryIds: [],
      boostCitySlugs: [],
    }
    const everyMatch = (await searchBusinesses(database.db, listing({ text }))).rows.map((b) => b.id)
    expect(everyMatch.length).toBeGreaterThan(5)
    const prominent = await database.db
      .select({ id: businessSearch.businessId })
      .from(businessSearch)
      .where(inArray(businessSearch.businessId, everyMatch))
      .orderBy(
        desc(businessSearch.planRank),
        desc(businessSearch.featured),
        desc(businessSearch.rating),
        desc(businessSearch.reviewCount),
        asc(businessSearch.businessId),
      )
      .limit(5)
    const pooled = await searchBusinesses(database.db, listing({ text, pool: 5 }))
    const inPool = new Set(prominent.map((r) => r.id))
    expect(pooled.rows.map((b) => b.id)).toEqual(everyMatch.filter((id) => inPool.has(id)))
  })

  it('keeps exactly the businesses isOpenAt() calls open, all through the week', async () => {
    // Every 211 minutes: a step that is not a divisor of an hour lands on many different times of day.
    for (let minute = 0; minute < WEEK_MINUTES; minute += 211) {
      const at = new Date(MONDAY_MIDNIGHT + minute * MINUTE)
      const { rows } = await searchBusinesses(database.db, listing({ openAt: cyprusMoment(at) }))
      const expected = all.filter((b) => isOpenAt(b.hours, at)).map((b) => b.id)
      expect(
        rows.map((b) => b.id).sort((a, b) => a - b),
        at.toISOString(),
      ).toEqual(expected.sort((a, b) => a - b))
    }
  })

  it('turns any opening hours into the minutes isOpenAt() counts as open', async () => {
    const odd: WeeklyHours[] = [
      { monday: [{ opens: '00:00', closes: '24:00' }], sunday: [{ opens: '18:00', closes: '24:00' }] },
      { tuesday: [], wednesday: [{ opens: '09:00', closes: '09:00' }] },
      // Past midnight and badly written times are never open for the listing filter.
      { friday: [{ opens: '22:00', closes: '02:00' }], saturday: [{ opens: '9:00', closes: '12:00' }] },
      {
        thursday: [
          { opens: '08:30', closes: '12:00' },
          { opens: '11:00', closes: '14:15' },
        ],
      },
    ]
    for (const hours of odd) {
      const result = await database.db.execute(
        sql`select coalesce(array_agg(m order by m), '{}') as minutes from generate_series(0, ${WEEK_MINUTES - 1}) m where business_open_week(${JSON.stringify(hours)}::jsonb) @> m`,
      )
      const [row] = (result as unknown as { rows: Array<{ minutes: number[] }> }).rows
      const expected: number[] = []
      for (let minute = 0; minute < WEEK_MINUTES; minute++)
        if (isOpenAt(hours, new Date(MONDAY_MIDNIGHT + minute * MINUTE))) expected.push(minute)
      expect(row?.minutes, JSON.stringify(hours)).toEqual(expected)
    }
  })

  it.each([
    ['a city centre', { lat: 34.6786, lng: 33.0413 }],
    ['the sea off Paphos', { lat: 34.6, lng: 32.3 }],
    ['the north-east tip', { lat: 35.65, lng: 34.55 }],
  ])('orders by distance from %s exactly like sorting every business', async (_place, origin) => {
    const distance = km(origin)
    const expected = [...all].sort((a, b) => distance(a) - distance(b) || a.id - b.id).map((b) => b.id)
    for (const offset of [0, 9, 45, all.length - 5]) {
      const { rows } = await searchBusinesses(
        database.db,
        listing({ sort: 'distance', origin, limit: 9, offset }),
      )
      expect(rows.map((b) => b.id)).toEqual(expected.slice(offset, offset + 9))
    }
  })

  it('stops counting past the cap and says so, counting on from the page it is asked for', async () => {
    const capped = await searchBusinesses(database.db, listing({ limit: 9, countCap: 20 }))
    expect(capped).toMatchObject({ total: 20, isTotalCapped: true })
    expect(capped.rows).toHaveLength(9)
    const deeper = await searchBusinesses(database.db, listing({ limit: 9, offset: 30, countCap: 20 }))
    expect(deeper).toMatchObject({ total: 50, isTotalCapped: true })
    const exact = await searchBusinesses(database.db, listing({ limit: 9, countCap: all.length }))
    expect(exact).toMatchObject({ total: all.length, isTotalCapped: false })
    const past = await searchBusinesses(database.db, listing({ limit: 9, offset: all.length }))
    expect(past).toMatchObject({ rows: [], total: all.length, isTotalCapped: false })
  })
})
