import { readFileSync } from 'node:fs'
import type { Locale } from '@domain/i18n/localized-text'

/** The families of issue 29's judged query set, in the order the report prints them. */
export const FAMILIES = [
  'exact-name',
  'greek-caps-no-accents',
  'greeklish',
  'name-typo',
  'russian-typo',
  'category-town',
  'town-alone',
  'keyword-town',
] as const

export type Family = (typeof FAMILIES)[number]

/** One business is the answer; or any business of a category (or a descendant) in a town; or any in a town. */
export type Expectation =
  { businessSlug: string } | { categorySlug: string; citySlug: string } | { citySlug: string }

export type JudgedQuery = { family: Family; lang: Locale; q: string; expect: Expectation }

export const QUERIES_FILE = new URL('./queries.json', import.meta.url)

export function readQueries(): JudgedQuery[] {
  // The file is ours and written by generate.ts from this very type.
  return JSON.parse(readFileSync(QUERIES_FILE, 'utf8')) as JudgedQuery[]
}
