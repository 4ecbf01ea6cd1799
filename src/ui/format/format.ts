import type { Locale } from '@domain/i18n/localized-text'
import { cyprusWallClock } from '@domain/hours/cyprus-clock'

// Dates are shown in Cyprus time on both the server and the browser, so the hydrated text matches.
const TIME_ZONE = 'Europe/Nicosia'
const INTL_LOCALES: Record<Locale, string> = { en: 'en-GB', el: 'el-GR', ru: 'ru-RU' }

/**
 * One formatter per locale, made on first use. Making an Intl formatter costs far more than using one (it loads the
 * locale's data): a business page with its reviews formatted a date per review, a twentieth of its render.
 */
function perLocale<F>(make: (intlLocale: string) => F): (locale: Locale) => F {
  const made = new Map<Locale, F>()
  return (locale) => {
    let formatter = made.get(locale)
    if (!formatter) {
      formatter = make(INTL_LOCALES[locale])
      made.set(locale, formatter)
    }
    return formatter
  }
}

const longDate = perLocale(
  (intlLocale) => new Intl.DateTimeFormat(intlLocale, { dateStyle: 'long', timeZone: TIME_ZONE }),
)
const oneDecimal = perLocale(
  (intlLocale) => new Intl.NumberFormat(intlLocale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
)
const dayAndTime = perLocale(
  (intlLocale) =>
    new Intl.DateTimeFormat(intlLocale, { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE }),
)

// The two forms every public page shows, a date and a rating, are written here without Intl: a browser's first Intl
// formatter loads ICU's data, 50 to 90 ms of a slow phone's main thread (domain/hours/cyprus-clock.ts). They are the
// words Intl writes for these locales (tests/ui/format.test.ts compares them); the rest stays with Intl.
const GENITIVE_MONTHS: Record<Locale, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  el: [
    'Ιανουαρίου',
    'Φεβρουαρίου',
    'Μαρτίου',
    'Απριλίου',
    'Μαΐου',
    'Ιουνίου',
    'Ιουλίου',
    'Αυγούστου',
    'Σεπτεμβρίου',
    'Οκτωβρίου',
    'Νοεμβρίου',
    'Δεκεμβρίου',
  ],
  ru: [
    'января',
    'февраля',
    'марта',
    'апреля',
    'мая',
    'июня',
    'июля',
    'августа',
    'сентября',
    'октября',
    'ноября',
    'декабря',
  ],
}
const YEAR_SUFFIX: Record<Locale, string> = { en: '', el: '', ru: ' г.' }
const DECIMAL_SEPARATOR: Record<Locale, string> = { en: '.', el: ',', ru: ',' }

/** A date such as "27 November 2026" ("27 Νοεμβρίου 2026", "27 ноября 2026 г."), the day as it is in Cyprus. */
export function formatDate(iso: string, locale: Locale): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const wall = cyprusWallClock(date)
  if (!wall) return longDate(locale).format(date)
  return `${wall.day} ${GENITIVE_MONTHS[locale][wall.month - 1] ?? ''} ${wall.year}${YEAR_SUFFIX[locale]}`
}

/** A rating such as 4.5, with the locale's decimal separator (4,5 in Greek and Russian). */
export function formatRating(rating: number, locale: Locale): string {
  // A rating is never negative and is below 100 (no thousands to group); anything else goes to Intl.
  if (!(rating >= 0 && rating < 100)) return oneDecimal(locale).format(rating)
  // Intl rounds the shortest decimal that reads back as the number (0.15, not the double just below it) half up:
  // that decimal's tenths are shifted by its exponent, which is exact for a tie (43.5), and then rounded.
  const decimal = String(rating)
  const tenths = Math.round(decimal.includes('e') ? rating * 10 : Number(`${decimal}e1`))
  return `${Math.floor(tenths / 10)}${DECIMAL_SEPARATOR[locale]}${tenths % 10}`
}

/** A day and a time, such as "22 Nov 2026, 11:00", in Cyprus time. */
export function formatDateTime(iso: string, locale: Locale): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return dayAndTime(locale).format(date)
}

const dayAndSeconds = perLocale(
  (intlLocale) =>
    new Intl.DateTimeFormat(intlLocale, { dateStyle: 'medium', timeStyle: 'medium', timeZone: TIME_ZONE }),
)
const fullDay = perLocale(
  (intlLocale) => new Intl.DateTimeFormat(intlLocale, { dateStyle: 'full', timeZone: TIME_ZONE }),
)
const clockTime = perLocale(
  (intlLocale) =>
    new Intl.DateTimeFormat(intlLocale, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: TIME_ZONE,
    }),
)
const euros = perLocale(
  (intlLocale) =>
    new Intl.NumberFormat(intlLocale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
)

/** A moment to the second, such as "22 Nov 2026, 11:00:05", in Cyprus time: the audit trail's "when". */
export function formatMoment(iso: string, locale: Locale): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return dayAndSeconds(locale).format(date)
}

/** A span of one day, such as "Friday, 27 November 2026, 11:00–11:30", in Cyprus time. */
export function formatTimeSpan(startIso: string, endIso: string, locale: Locale): string {
  const start = new Date(startIso)
  const end = new Date(endIso)
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return ''
  const clock = clockTime(locale)
  return `${fullDay(locale).format(start)}, ${clock.format(start)}–${clock.format(end)}`
}

/** Whole euros, such as "€19" ("19 €" in Greek and Russian). */
export function formatEuros(amount: number, locale: Locale): string {
  return euros(locale).format(amount)
}
