import type { Locale } from '@domain/i18n/localized-text'
import { foldText } from '@domain/search/fold-text'
import { COUNTRIES, type Country } from './countries'

// A query made only of these is a dialling code being typed ('+1 242', '357').
const CODE_QUERY = /^[+\d\s()-]+$/
const CODE_SEPARATORS = /[\s()-]/g

/** Case- and accent-insensitive form; Greek final sigma matches σ so 'κυπροσ' finds 'Κύπρος'. */
function normalize(text: string): string {
  return foldText(text).replace(/ς/g, 'σ')
}

const sortedByLocale = new Map<Locale, readonly Country[]>()

/** Every country, sorted by its name in the page language (a Greek reader expects Greek alphabetical order). */
export function countriesSortedFor(locale: Locale): readonly Country[] {
  const cached = sortedByLocale.get(locale)
  if (cached) return cached
  const collator = new Intl.Collator(locale)
  const sorted = [...COUNTRIES].sort((a, b) => collator.compare(a.names[locale], b.names[locale]))
  sortedByLocale.set(locale, sorted)
  return sorted
}

/**
 * Spec §5 "Country search": a case-insensitive substring of the name (in the page language or in English) or of
 * the dialling code. An empty or whitespace-only query gives every country; no match gives an empty list, which the
 * picker shows as "No countries found".
 */
export function searchCountries(query: string, locale: Locale): readonly Country[] {
  const all = countriesSortedFor(locale)
  const trimmed = query.trim()
  if (trimmed === '') return all
  const needle = normalize(trimmed)
  const codeNeedle = CODE_QUERY.test(trimmed) ? trimmed.replace(CODE_SEPARATORS, '') : null
  return all.filter(
    (country) =>
      normalize(country.names[locale]).includes(needle) ||
      normalize(country.names.en).includes(needle) ||
      country.dialCode.includes(codeNeedle ?? trimmed),
  )
}
