import type { Locale } from '@domain/i18n/localized-text'

// Dates are shown in Cyprus time on both the server and the browser, so the hydrated text matches.
const TIME_ZONE = 'Europe/Nicosia'
const INTL_LOCALES: Record<Locale, string> = { en: 'en-GB', el: 'el-GR', ru: 'ru-RU' }

export function formatDate(iso: string, locale: Locale): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], { dateStyle: 'long', timeZone: TIME_ZONE }).format(
    date,
  )
}

/** A rating such as 4.5, with the locale's decimal separator (4,5 in Greek and Russian). */
export function formatRating(rating: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALES[locale], {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(rating)
}

/** A day and a time, such as "22 Nov 2026, 11:00", in Cyprus time. */
export function formatDateTime(iso: string, locale: Locale): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(date)
}
