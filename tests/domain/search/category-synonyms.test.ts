import { describe, expect, it } from 'vitest'
import { LOCALES, type Locale } from '@domain/i18n/localized-text'
import { CATEGORY_SYNONYMS, synonymsOf } from '@domain/search/category-synonyms'
import { searchWords } from '@domain/search/fold-text'

const TOP_SLUGS = [
  'restaurants-food',
  'hotels-accommodation',
  'beauty-wellness',
  'home-garden',
  'it-technology',
  'pets',
  'sports-fitness',
  'shopping-retail',
  'tourism-leisure',
  'health-medical',
  'automotive',
  'real-estate',
  'professional-services',
  'education',
]

const LEAF_SLUGS = [
  'seafood-fish-tavernas',
  'meze-tavernas',
  'grill-souvlaki',
  'cafes-bakeries',
  'international-cuisine',
  'bars-nightlife',
  'hotels',
  'holiday-apartments',
  'agrotourism-village-houses',
  'hair-salons',
  'barbers',
  'beauty-salons',
  'spas-massage',
  'builders-renovation',
  'electricians-plumbers',
  'air-conditioning-solar',
  'gardening-pools',
  'software-development',
  'web-design-marketing',
  'computer-repair',
  'veterinary-clinics',
  'pet-shops',
  'pet-grooming-boarding',
  'gyms',
  'yoga-pilates',
  'martial-arts',
  'water-sports',
  'fashion-boutiques',
  'jewellery',
  'local-products-souvenirs',
  'delis-supermarkets',
  'boat-trips',
  'diving',
  'tours-excursions',
  'wineries',
  'clinics',
  'dentists',
  'pharmacies',
  'physiotherapy',
  'car-rental',
  'car-repair',
  'car-dealers',
  'estate-agents',
  'property-management',
  'property-developers',
  'lawyers',
  'accountants',
  'translators',
  'insurance',
  'language-schools',
  'private-schools',
  'tutoring',
  'music-dance-schools',
]

// Each language in its own script: the search transliterates Greeklish itself, so Latin never stands in for Greek.
const SCRIPT: Record<Locale, RegExp> = {
  en: /^[a-zé]+(?:[ &-]+[a-zé]+)*$/iu,
  el: /^\p{Script=Greek}+(?:[ &-]+\p{Script=Greek}+)*$/u,
  ru: /^\p{Script=Cyrillic}+(?:[ &-]+\p{Script=Cyrillic}+)*$/u,
}

describe('category synonyms', () => {
  it('knows every seeded category and no other', () => {
    expect(Object.keys(CATEGORY_SYNONYMS).sort()).toEqual([...TOP_SLUGS, ...LEAF_SLUGS].sort())
  })

  it.each(TOP_SLUGS)('has 2 to 6 broad words per language for the top category %s', (slug) => {
    for (const locale of LOCALES) {
      expect(synonymsOf(slug)[locale].length, locale).toBeGreaterThanOrEqual(2)
      expect(synonymsOf(slug)[locale].length, locale).toBeLessThanOrEqual(6)
    }
  })

  it.each(LEAF_SLUGS)('has 4 to 12 phrases per language for the category %s', (slug) => {
    for (const locale of LOCALES) {
      expect(synonymsOf(slug)[locale].length, locale).toBeGreaterThanOrEqual(4)
      expect(synonymsOf(slug)[locale].length, locale).toBeLessThanOrEqual(12)
    }
  })

  it.each([...TOP_SLUGS, ...LEAF_SLUGS])('writes each language of %s in its own script', (slug) => {
    for (const locale of LOCALES) {
      for (const phrase of synonymsOf(slug)[locale]) expect(phrase, locale).toMatch(SCRIPT[locale])
    }
  })

  it.each([...TOP_SLUGS, ...LEAF_SLUGS])('repeats no phrase of %s, accents and case aside', (slug) => {
    for (const locale of LOCALES) {
      const phrases = synonymsOf(slug)[locale].map((phrase) => searchWords(phrase).join(' '))
      expect(
        phrases.filter((phrase, i) => phrases.indexOf(phrase) !== i),
        locale,
      ).toEqual([])
    }
  })

  it('returns the table entry for a known slug', () => {
    expect(synonymsOf('dentists').el).toContain('οδοντίατρος')
    expect(synonymsOf('lawyers').ru).toContain('юрист')
  })

  it('returns empty lists for a category the table does not know', () => {
    expect(synonymsOf('an-admins-new-category')).toEqual({ en: [], el: [], ru: [] })
    expect(synonymsOf('constructor')).toEqual({ en: [], el: [], ru: [] })
    expect(synonymsOf('__proto__')).toEqual({ en: [], el: [], ru: [] })
  })
})
