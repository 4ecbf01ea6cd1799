import type { Locale } from '@domain/i18n/localized-text'
import type { Random } from '../../../server/media/random'
import type { SeedBusiness } from '../../../server/seed/types'
import { fold } from './fold'
import { toGreeklish } from './greeklish'
import type { Family, JudgedQuery } from './judged-query'
import { withOneTypo } from './typo'

// The families that name one business. Only names that no other business shares (in that language, ignoring case
// and accents) are used: for a name that two businesses bear, either would be a right answer, and the judged
// answer would be a coin toss.

type Named = { business: SeedBusiness; name: string }

/** Businesses whose name in this language is theirs alone. */
export function uniquelyNamed(businesses: readonly SeedBusiness[], lang: Locale): Named[] {
  const counts = new Map<string, number>()
  for (const b of businesses) {
    const key = fold(b.name[lang] ?? '')
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return businesses
    .map((business) => ({ business, name: business.name[lang] ?? '' }))
    .filter(({ name }) => name !== '' && counts.get(fold(name)) === 1)
}

function queriesFor(
  family: Family,
  lang: Locale,
  count: number,
  pool: readonly Named[],
  random: Random,
  write: (name: string) => string | null,
): JudgedQuery[] {
  const queries: JudgedQuery[] = []
  const seen = new Set<string>()
  for (const { business, name } of random.sample(pool, pool.length)) {
    if (queries.length === count) break
    const q = write(name)
    if (q === null || seen.has(q)) continue
    seen.add(q)
    queries.push({ family, lang, q, expect: { businessSlug: business.slug } })
  }
  return queries
}

const lowerHalfTheTime = (random: Random) => (text: string) =>
  random.chance(0.5) ? text.toLowerCase() : text

export function nameFamilies(
  businesses: readonly SeedBusiness[],
  random: Random,
  perFamily: number,
): JudgedQuery[] {
  const named = {
    en: uniquelyNamed(businesses, 'en'),
    el: uniquelyNamed(businesses, 'el'),
    ru: uniquelyNamed(businesses, 'ru'),
  }
  const third = Math.ceil(perFamily / 3)
  const half = Math.ceil(perFamily / 2)
  const lower = lowerHalfTheTime(random)
  const typo = (lang: Locale) => (name: string) => {
    const typed = withOneTypo(name, lang, random)
    return typed === null ? null : lower(typed)
  }
  return [
    ...queriesFor('exact-name', 'en', third, named.en, random, (name) => name),
    ...queriesFor('exact-name', 'el', third, named.el, random, (name) => name),
    ...queriesFor('exact-name', 'ru', third, named.ru, random, (name) => name),
    ...queriesFor('greek-caps-no-accents', 'el', perFamily, named.el, random, (name) =>
      name.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase(),
    ),
    ...queriesFor('greeklish', 'el', perFamily, named.el, random, (name) => toGreeklish(name, random)),
    ...queriesFor('name-typo', 'en', half, named.en, random, typo('en')),
    ...queriesFor('name-typo', 'el', half, named.el, random, typo('el')),
    ...queriesFor('russian-typo', 'ru', perFamily, named.ru, random, typo('ru')),
  ]
}
