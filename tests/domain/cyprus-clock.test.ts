import { describe, expect, it } from 'vitest'
import { cyprusOffsetHours, cyprusWallClock } from '@domain/hours/cyprus-clock'
import { WEEKDAYS } from '@domain/hours/opening-hours'

const HOUR_MS = 3_600_000
const intlClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Nicosia',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  weekday: 'long',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
})

/** What Intl (Node's ICU and tzdata) says a clock in Nicosia shows. */
function intlWallClock(date: Date) {
  const parts = Object.fromEntries(intlClock.formatToParts(date).map((part) => [part.type, part.value]))
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekdayIndex: WEEKDAYS.indexOf(String(parts.weekday).toLowerCase() as (typeof WEEKDAYS)[number]),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  }
}

/** Every instant to compare: each half hour of the days around each year's two changes, and every 7 hours between. */
function instants(fromYear: number, toYear: number): Date[] {
  const out: Date[] = []
  for (
    let time = Date.UTC(fromYear, 0, 1);
    time < Date.UTC(toYear + 1, 0, 1);
    time += 7 * HOUR_MS + 13 * 60_000
  )
    out.push(new Date(time))
  for (let year = fromYear; year <= toYear; year++)
    for (const month of [2, 9])
      for (let day = 24; day <= 31; day++)
        for (let halfHour = 0; halfHour < 48; halfHour++)
          out.push(new Date(Date.UTC(year, month, day) + halfHour * 30 * 60_000 - 1))
  return out
}

describe('the Cyprus wall clock', () => {
  it('shows what Intl shows for Europe/Nicosia at every instant compared, 1999 to 2040', () => {
    const differing = instants(1999, 2040)
      .filter((date) => JSON.stringify(cyprusWallClock(date)) !== JSON.stringify(intlWallClock(date)))
      .map((date) => date.toISOString())
    expect(differing).toEqual([])
  })

  it('changes to summer time at 01:00 UTC on the last Sunday of March, and back on the last Sunday of October', () => {
    expect(cyprusOffsetHours(new Date('2026-03-29T00:59:59Z'))).toBe(2)
    expect(cyprusOffsetHours(new Date('2026-03-29T01:00:00Z'))).toBe(3)
    expect(cyprusOffsetHours(new Date('2026-10-25T00:59:59Z'))).toBe(3)
    expect(cyprusOffsetHours(new Date('2026-10-25T01:00:00Z'))).toBe(2)
  })

  it('turns the date over at midnight in Cyprus, not in UTC', () => {
    expect(cyprusWallClock(new Date('2026-12-31T22:30:00Z'))).toMatchObject({ year: 2027, month: 1, day: 1 })
  })

  it('answers nothing before the island took the EU rule, or for an invalid date, so callers ask Intl', () => {
    expect(cyprusWallClock(new Date('1998-07-01T12:00:00Z'))).toBeNull()
    expect(cyprusWallClock(new Date('not a date'))).toBeNull()
  })
})
