import { CLOSINGS, MIDDLES, OPENINGS } from './content/descriptions'
import { FIRST_NAMES, PLACE_NAMES, SURNAMES } from './content/name-parts'
import type {
  CityContent,
  LeafCategoryContent,
  NameKind,
  SentenceTemplate,
  StreetContent,
  TopCategoryContent,
  Trilingual,
} from './content/types'
import type { Random } from '../media/random'

type Locale = keyof Trilingual

/** A business name in three languages: the pattern of its kind filled with a surname, place, first name or town. */
export function composeName(kind: NameKind, city: CityContent, random: Random): Trilingual {
  const part = namePart(kind, city, random)
  const fill = (template: string, p: string) => template.replace('{p}', p)
  return { en: fill(kind.en, part.en), el: fill(kind.el, part.el), ru: fill(kind.ru, part.ru) }
}

function namePart(kind: NameKind, city: CityContent, random: Random): Trilingual {
  switch (kind.pool) {
    case 'surname':
      return random.pick(SURNAMES)
    case 'place':
      return random.pick(PLACE_NAMES)
    case 'firstName':
      return random.pick(FIRST_NAMES)
    case 'city':
      return city.ofCity
  }
}

export type Description = { text: Readonly<Trilingual>; mentionsRussian: boolean }

/**
 * Descriptions are three sentences: an opening for the leaf category, a middle for the top-level category and a
 * closing; `{in}` names the town. Identical combinations share one frozen object, which keeps 100,000 businesses
 * light in memory.
 */
export function createDescriptionComposer() {
  const cache = new Map<string, Description>()
  return (
    leaf: LeafCategoryContent,
    parent: TopCategoryContent,
    city: CityContent,
    random: Random,
  ): Description => {
    const openings = required(OPENINGS[leaf.slug], `openings for ${leaf.slug}`)
    const middles = required(MIDDLES[parent.slug], `middles for ${parent.slug}`)
    const o = random.int(0, openings.length - 1)
    const m = random.int(0, middles.length - 1)
    const c = random.int(0, CLOSINGS.length - 1)
    const key = `${leaf.slug}|${o}|${m}|${c}|${city.slug}`
    const cached = cache.get(key)
    if (cached) return cached
    const sentences = [openings[o], middles[m], CLOSINGS[c]].map((s) => required(s, key))
    const text = Object.freeze(joinSentences(sentences, city))
    const description = { text, mentionsRussian: sentences.some((s) => s.en.includes('Russian')) }
    cache.set(key, description)
    return description
  }
}

function joinSentences(sentences: readonly SentenceTemplate[], city: CityContent): Trilingual {
  const join = (locale: Locale) =>
    sentences.map((s) => s[locale].replace('{in}', city.inCity[locale])).join(' ')
  return { en: join('en'), el: join('el'), ru: join('ru') }
}

/** "25 Anexartisias Street, 3036 Limassol" · "Ανεξαρτησίας 25, 3036 Λεμεσός" · "ул. Анексартисиас, 25, 3036 Лимасол". */
export function formatAddress(street: StreetContent, houseNumber: number, city: CityContent): Trilingual {
  return {
    en: `${houseNumber} ${street.name.en}, ${street.postcode} ${city.name.en}`,
    el: `${street.name.el} ${houseNumber}, ${street.postcode} ${city.name.el}`,
    ru: `${street.name.ru}, ${houseNumber}, ${street.postcode} ${city.name.ru}`,
  }
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Seed content is missing: ${what}`)
  return value
}
