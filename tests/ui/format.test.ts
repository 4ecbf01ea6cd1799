import { describe, expect, it } from 'vitest'
import { formatDate, formatRating } from '@/ui/format/format'
import type { Locale } from '@domain/i18n/localized-text'

const LOCALES: Array<[Locale, string]> = [
  ['en', 'en-GB'],
  ['el', 'el-GR'],
  ['ru', 'ru-RU'],
]

describe('the dates and ratings every public page shows', () => {
  it.each(LOCALES)(
    'writes a long date in %s as Intl does, the day as it is in Cyprus',
    (locale, intlLocale) => {
      const intl = new Intl.DateTimeFormat(intlLocale, { dateStyle: 'long', timeZone: 'Europe/Nicosia' })
      for (let month = 0; month < 12; month++) {
        for (const iso of [
          `2026-${String(month + 1).padStart(2, '0')}-07T10:00:00Z`,
          new Date(Date.UTC(2031, month, 1) - 3_600_000).toISOString(),
        ])
          expect(formatDate(iso, locale)).toBe(intl.format(new Date(iso)))
      }
    },
  )

  it('writes the Cyprus day, not the UTC one', () => {
    expect(formatDate('2026-11-27T22:30:00Z', 'en')).toBe('28 November 2026')
    expect(formatDate('2026-11-27T22:30:00Z', 'el')).toBe('28 Νοεμβρίου 2026')
    expect(formatDate('2026-11-27T22:30:00Z', 'ru')).toBe('28 ноября 2026 г.')
  })

  it('writes dates before 1999 and leaves an invalid date empty', () => {
    expect(formatDate('1990-06-15T12:00:00Z', 'en')).toBe('15 June 1990')
    expect(formatDate('yesterday', 'en')).toBe('')
  })

  it.each(LOCALES)('writes a rating in %s with one decimal, rounded as Intl rounds', (locale, intlLocale) => {
    const intl = new Intl.NumberFormat(intlLocale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
    for (let thousandths = 0; thousandths <= 5000; thousandths++)
      expect(formatRating(thousandths / 1000, locale)).toBe(intl.format(thousandths / 1000))
  })

  it('rounds an average as Intl does, from the decimal the number reads as', () => {
    const intl = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 })
    for (const average of [0.15, 4.35, 4.45, 13 / 3, 29 / 7, 1e-7, 999.95, 2.05])
      expect(formatRating(average, 'en')).toBe(intl.format(average))
  })

  it('uses the locale decimal separator', () => {
    expect(formatRating(4.5, 'en')).toBe('4.5')
    expect(formatRating(4.5, 'el')).toBe('4,5')
    expect(formatRating(4, 'ru')).toBe('4,0')
  })
})
