import { CYPRUS_CITIES, findCityNames } from '@domain/city/city-names'
import type { Locale } from '@domain/i18n/localized-text'
import type { Random } from '../../../server/media/random'
import { FIRST_NAMES, PLACE_NAMES, SURNAMES } from '../../../server/seed/content/name-parts'
import type { SeedBusiness } from '../../../server/seed/types'
import { COLLOQUIAL_CATEGORIES } from './colloquial-categories'
import { fold, foldedWords } from './fold'
import type { JudgedQuery } from './judged-query'
import { OTHER_NOMINATIVES, TOWN_ALONE } from './town-spellings'

const LOCALES: readonly Locale[] = ['en', 'el', 'ru']

/** A town as someone types it after a category or a name: its nominative, lower case, sometimes another spelling. */
function townAsTyped(citySlug: string, lang: Locale, random: Random): string {
  const names = findCityNames(citySlug)
  if (!names) throw new Error(`unknown town ${citySlug}`)
  const nominative = names.name[lang].toLowerCase()
  const others = OTHER_NOMINATIVES[citySlug]?.[lang] ?? []
  if (others.length > 0 && random.chance(0.3)) return random.pick(others)
  // "стоматолог в никосии": Russian puts the town after "в" in the prepositional as often as not.
  if (lang === 'ru' && random.chance(0.4)) return names.inCity.ru.toLowerCase()
  if (lang === 'el' && random.chance(0.3)) return fold(nominative)
  return nominative
}

/** Category + town, in each language, only for pairs with at least one business. */
export function categoryTownQueries(
  businesses: readonly SeedBusiness[],
  random: Random,
  perLang: number,
): JudgedQuery[] {
  const pairs = new Set<string>()
  for (const b of businesses)
    for (const slug of b.categorySlugs) if (COLLOQUIAL_CATEGORIES[slug]) pairs.add(`${slug} ${b.citySlug}`)
  const queries: JudgedQuery[] = []
  for (const lang of LOCALES) {
    for (const pair of random.sample([...pairs].sort(), perLang)) {
      const [categorySlug = '', citySlug = ''] = pair.split(' ')
      const words = COLLOQUIAL_CATEGORIES[categorySlug]?.[lang] ?? []
      const q = `${random.pick(words)} ${townAsTyped(citySlug, lang, random)}`
      queries.push({ family: 'category-town', lang, q, expect: { categorySlug, citySlug } })
    }
  }
  return queries
}

export function townAloneQueries(): JudgedQuery[] {
  return TOWN_ALONE.map(({ lang, q, citySlug }) => ({ family: 'town-alone', lang, q, expect: { citySlug } }))
}

// Words that name a town in any form are not key words of a name: "Nicosia Sports Physio" + "nicosia" is no test.
const TOWN_WORDS = new Set(
  CYPRUS_CITIES.flatMap((c) => LOCALES.flatMap((l) => [c.name[l], c.ofCity[l], c.inCity[l]])).flatMap(
    foldedWords,
  ),
)
// A key word is the name's own part (a surname, a place word, a first name), never the kind of business: "пекарня
// platres" would be a category + town query in disguise. Articles of the Greek possessive ("του Αντρέα") are no key.
const NAME_PART_WORDS = new Set(
  [...SURNAMES, ...PLACE_NAMES, ...FIRST_NAMES].flatMap((p) => LOCALES.flatMap((l) => foldedWords(p[l]))),
)
const MIN_KEY_WORD_LETTERS = 4
/** A word in more names than this is a kind of business ("hotel", "ταβέρνα"), not a key word. */
const MAX_NAMES_WITH_KEY_WORD = 6

/**
 * A distinctive word of a name (a surname, a place word) + the town, where no other business of that town has the
 * word in its name; the town mostly in the query's language, sometimes in another.
 */
export function keyWordTownQueries(
  businesses: readonly SeedBusiness[],
  random: Random,
  count: number,
): JudgedQuery[] {
  const candidates: JudgedQuery[] = []
  for (const lang of LOCALES) {
    const namesWith = new Map<string, SeedBusiness[]>()
    for (const b of businesses)
      for (const w of new Set(foldedWords(b.name[lang] ?? '')))
        namesWith.set(w, [...(namesWith.get(w) ?? []), b])
    for (const b of businesses) {
      const original = (b.name[lang] ?? '').split(/[^\p{L}]+/u).filter(Boolean)
      const keyWords = original.filter((word) => {
        const folded = fold(word)
        const holders = namesWith.get(folded) ?? []
        return (
          [...folded].length >= MIN_KEY_WORD_LETTERS &&
          NAME_PART_WORDS.has(folded) &&
          !TOWN_WORDS.has(folded) &&
          holders.length <= MAX_NAMES_WITH_KEY_WORD &&
          holders.filter((h) => h.citySlug === b.citySlug).length === 1
        )
      })
      if (keyWords.length === 0) continue
      const word = random.pick(keyWords)
      const townLang = random.chance(0.7) ? lang : random.pick(LOCALES)
      const q = `${random.chance(0.5) ? word.toLowerCase() : word} ${townAsTyped(b.citySlug, townLang, random)}`
      candidates.push({ family: 'keyword-town', lang, q, expect: { businessSlug: b.slug } })
    }
  }
  return random.sample(candidates, count)
}
