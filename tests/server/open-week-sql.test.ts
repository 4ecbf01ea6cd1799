import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openingStatus } from '@domain/hours/opening-status'
import { isOpenAt } from '@domain/hours/open-now'
import type { WeeklyHours } from '@domain/hours/opening-hours'
import { MINUTES_PER_WEEK, spanCovers, weekSpans } from '@domain/hours/open-week'
import { businesses } from '../../server/db/schema'
import { createTestApp, type TestApp } from '../support/test-app'
import { ENGINES } from '../support/test-database'

// "Open now" is one rule: the domain's weekSpans() for the page's badge and the assistants, and its SQL twin
// business_open_week() for the listing's filter. They must agree on every minute of the week.
const SHAPES: Record<string, WeeklyHours> = {
  'a plain day': { monday: [{ opens: '09:00', closes: '17:00' }] },
  'split shifts': {
    tuesday: [
      { opens: '09:00', closes: '13:00' },
      { opens: '17:00', closes: '21:30' },
    ],
  },
  'closing at midnight': { wednesday: [{ opens: '18:00', closes: '24:00' }] },
  'a Saturday night past midnight': { saturday: [{ opens: '22:00', closes: '02:00' }] },
  "Sunday's late hours into Monday": { sunday: [{ opens: '20:00', closes: '03:30' }] },
  'round the clock': { friday: [{ opens: '06:00', closes: '06:00' }] },
  'past midnight beside a morning shift': {
    thursday: [
      { opens: '07:00', closes: '11:00' },
      { opens: '23:00', closes: '01:00' },
    ],
    friday: [{ opens: '00:30', closes: '02:00' }],
  },
  'times that are not HH:MM': {
    monday: [
      { opens: '9am', closes: '17:00' },
      { opens: '10:00', closes: '25:00' },
    ],
  },
}

const domainMinutes = (hours: WeeklyHours) => {
  const spans = weekSpans(hours)
  return Array.from({ length: MINUTES_PER_WEEK }, (_, m) => m).filter((m) =>
    spans.some((s) => spanCovers(s, m)),
  )
}

describe.each(ENGINES)('open now, in the domain and in SQL, on %s', (engine) => {
  let t: TestApp
  let clock = new Date('2026-11-24T10:00:00Z')
  beforeAll(async () => {
    t = await createTestApp(engine, { clock: () => clock })
  })
  afterAll(() => t.close())

  it.each(Object.entries(SHAPES))('agree on every minute of the week: %s', async (_, hours) => {
    const result = await t.deps.db.execute(
      sql`SELECT array_agg(m ORDER BY m) AS minutes FROM generate_series(0, ${MINUTES_PER_WEEK - 1}) AS m
          WHERE business_open_week(${JSON.stringify(hours)}::jsonb) @> m`,
    )
    const [row] = (result as unknown as { rows: Array<{ minutes: number[] | null }> }).rows
    expect((row?.minutes ?? []).map(Number)).toEqual(domainMinutes(hours))
  })

  // Cyprus moves to summer time on the last Sunday of March at 03:00 (01:00 UTC) and back on the last Sunday of
  // October at 04:00 (01:00 UTC); a Saturday night that runs to 04:00 crosses both changes.
  const LATE_SATURDAY: WeeklyHours = { saturday: [{ opens: '22:00', closes: '04:00' }] }
  const INSTANTS = [
    '2026-11-21T19:59:00Z', // Saturday 21:59 in winter: not yet
    '2026-11-21T20:00:00Z', // Saturday 22:00
    '2026-11-21T22:00:00Z', // Sunday 00:00: past midnight, still open
    '2026-11-22T01:59:00Z', // Sunday 03:59
    '2026-11-22T02:00:00Z', // Sunday 04:00: closed
    '2026-03-29T00:59:00Z', // Sunday 02:59, the last winter minute
    '2026-03-29T01:00:00Z', // Sunday 04:00 summer time (03:00 never happened): closed
    '2026-10-25T00:30:00Z', // Sunday 03:30 summer time: open
    '2026-10-25T01:30:00Z', // Sunday 03:30 again, winter time: open
    '2026-10-25T02:00:00Z', // Sunday 04:00 winter time: closed
  ]

  it.each(INSTANTS)('the listing filter, the badge and isOpenAt agree at %s', async (instant) => {
    const [business] = await t.deps.db
      .update(businesses)
      .set({ hours: LATE_SATURDAY })
      .where(eq(businesses.id, 7))
      .returning({ slug: businesses.slug })
    clock = new Date(instant)
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/businesses?openNow=true&limit=100&q=${encodeURIComponent(business?.slug.replaceAll('-', ' ') ?? '')}`,
    })
    const ids = (listed.json().data as Array<{ id: number }>).map((b) => b.id)
    const expected = openingStatus(LATE_SATURDAY, clock).isOpen
    expect(isOpenAt(LATE_SATURDAY, clock)).toBe(expected)
    expect(ids.includes(7)).toBe(expected)
  })
})
