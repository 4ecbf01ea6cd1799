/**
 * The Cyprus wall clock (Europe/Nicosia) worked out from UTC by the island's one rule, without Intl.
 *
 * A browser's first `Intl.DateTimeFormat` or `Intl.NumberFormat` loads ICU's locale and time-zone data: 50 to 90 ms
 * of a slow phone's main thread (4× slowdown, docs/performance.md), on every public page that shows a date, a rating
 * or an opening status. The portal's dates are all Cyprus dates, and Cyprus has kept the EU's summer time since
 * September 1998 (tzdata's EUAsia rule): UTC+3 from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last
 * Sunday of October, UTC+2 otherwise. Before 1999 the island had rules of its own, so that time answers null and
 * the callers ask Intl. tests/domain/cyprus-clock.test.ts compares every answer with Intl's over four decades: if
 * tzdata ever changes the island's rule, that test is the one that fails.
 */
export type CyprusWallClock = {
  readonly year: number
  /** 1 to 12. */
  readonly month: number
  readonly day: number
  /** 0 for Monday to 6 for Sunday, as WEEKDAYS is ordered. */
  readonly weekdayIndex: number
  readonly hour: number
  readonly minute: number
}

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS
const FIRST_YEAR_OF_RULE = 1999
const MARCH = 2
const OCTOBER = 9

/** 01:00 UTC on the month's last Sunday, when the clocks change. */
function lastSundayAtOneUtc(year: number, monthIndex: number): number {
  const lastDay = Date.UTC(year, monthIndex + 1, 0, 1)
  return lastDay - new Date(lastDay).getUTCDay() * DAY_MS
}

/** Hours ahead of UTC in Cyprus at this instant (2 or 3), or null before the EU's rule applied there. */
export function cyprusOffsetHours(date: Date): 2 | 3 | null {
  const time = date.getTime()
  if (Number.isNaN(time)) return null
  const year = date.getUTCFullYear()
  if (year < FIRST_YEAR_OF_RULE) return null
  const isSummer = time >= lastSundayAtOneUtc(year, MARCH) && time < lastSundayAtOneUtc(year, OCTOBER)
  return isSummer ? 3 : 2
}

/** The date and time a clock in Cyprus shows at this instant, or null where cyprusOffsetHours is. */
export function cyprusWallClock(date: Date): CyprusWallClock | null {
  const offset = cyprusOffsetHours(date)
  if (offset === null) return null
  const local = new Date(date.getTime() + offset * HOUR_MS)
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    weekdayIndex: (local.getUTCDay() + 6) % 7,
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  }
}

/** Two digits: 7 → "07". */
export function twoDigits(value: number): string {
  return String(value).padStart(2, '0')
}
