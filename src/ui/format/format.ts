import type { Locale } from '@domain/i18n/localized-text'

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

export function formatDate(iso: string, locale: Locale): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return longDate(locale).format(date)
}

/** A rating such as 4.5, with the locale's decimal separator (4,5 in Greek and Russian). */
export function formatRating(rating: number, locale: Locale): string {
  return oneDecimal(locale).format(rating)
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
