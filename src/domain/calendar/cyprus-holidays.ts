// Cyprus public holidays (the days offices close), computed for any year: fixed dates plus the movable feasts
// that follow Orthodox Easter. Bank- and public-service-only days (Easter Tuesday, 24 December) are not included.

export type CalendarDate = { year: number; month: number; day: number }

export type CyprusHoliday =
  | 'newYear'
  | 'epiphany'
  | 'greenMonday'
  | 'greekIndependence'
  | 'cyprusNationalDay'
  | 'goodFriday'
  | 'easterSunday'
  | 'easterMonday'
  | 'labourDay'
  | 'kataklysmos'
  | 'assumption'
  | 'cyprusIndependence'
  | 'ochiDay'
  | 'christmas'
  | 'boxingDay'

const FIXED: readonly (readonly [CyprusHoliday, number, number])[] = [
  ['newYear', 1, 1],
  ['epiphany', 1, 6],
  ['greekIndependence', 3, 25],
  ['cyprusNationalDay', 4, 1],
  ['labourDay', 5, 1],
  ['assumption', 8, 15],
  ['cyprusIndependence', 10, 1],
  ['ochiDay', 10, 28],
  ['christmas', 12, 25],
  ['boxingDay', 12, 26],
]

// Days from Orthodox Easter Sunday: Clean Monday opens Lent 48 days before; Pentecost Monday is 50 days after.
const EASTER_OFFSETS: readonly (readonly [CyprusHoliday, number])[] = [
  ['greenMonday', -48],
  ['goodFriday', -2],
  ['easterSunday', 0],
  ['easterMonday', 1],
  ['kataklysmos', 50],
]

const DAY_MS = 86_400_000

/**
 * Orthodox Easter Sunday in the Gregorian calendar: Meeus' Julian algorithm gives the Julian-calendar date,
 * then the calendars' difference (13 days from 1900 to 2099) moves it.
 */
export function orthodoxEaster(year: number): CalendarDate {
  const a = year % 4
  const b = year % 7
  const c = year % 19
  const d = (19 * c + 15) % 30
  const e = (2 * a + 4 * b - d + 34) % 7
  const month = Math.floor((d + e + 114) / 31)
  const day = ((d + e + 114) % 31) + 1
  const century = Math.floor(year / 100)
  const julianToGregorian = century - Math.floor(year / 400) - 2
  return addDays({ year, month, day }, julianToGregorian)
}

/** Every Cyprus public holiday of a year, in calendar order. */
export function cyprusHolidays(year: number): { date: CalendarDate; holiday: CyprusHoliday }[] {
  const easter = orthodoxEaster(year)
  const all = [
    ...FIXED.map(([holiday, month, day]) => ({ holiday, date: { year, month, day } })),
    ...EASTER_OFFSETS.map(([holiday, offset]) => ({ holiday, date: addDays(easter, offset) })),
  ]
  return all.sort((x, y) => toUtc(x.date) - toUtc(y.date))
}

/** The holiday a calendar date is, or null on an ordinary day. */
export function cyprusHolidayOn(date: CalendarDate): CyprusHoliday | null {
  const found = cyprusHolidays(date.year).find((h) => toUtc(h.date) === toUtc(date))
  return found ? found.holiday : null
}

function toUtc({ year, month, day }: CalendarDate): number {
  return Date.UTC(year, month - 1, day)
}

function addDays(date: CalendarDate, days: number): CalendarDate {
  const at = new Date(toUtc(date) + days * DAY_MS)
  return { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: at.getUTCDate() }
}
