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
