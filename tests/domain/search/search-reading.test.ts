import { describe, expect, it } from 'vitest'
import { PLACE_NAMES, type PlaceName } from '@domain/search/place-names'
import { wordKey } from '@domain/search/search-key'
import { buildLexicon } from '@domain/search/search-lexicon'
import { MAX_SEARCH_WORDS, placeSlugOf, readSearchText } from '@domain/search/search-reading'

const PLACES = buildLexicon<PlaceName>(
  PLACE_NAMES.map((place) => ({ phrases: place.spellings, value: place })),
)
const CATEGORIES = buildLexicon([
  { phrases: ['Seafood & Fish Tavernas', 'ψαροταβέρνα', 'taverna', 'таверна'], value: 'seafood' },
  { phrases: ['Meze Tavernas', 'taverna', 'ταβέρνα'], value: 'meze' },
  { phrases: ['Dentists', 'οδοντίατρος', 'стоматолог'], value: 'dentists' },
  { phrases: ['Car rental'], value: 'car-rental' },
])

function read(text: string, options = {}) {
  return readSearchText(text, PLACES, CATEGORIES, options)
}

describe('readSearchText', () => {
  it.each([
    ['taverna limassol', ['seafood', 'meze'], 'limassol'],
    ['ταβέρνα στη Λεμεσό', ['meze'], 'limassol'],
    ['таверна в Лимассоле', ['seafood'], 'limassol'],
    ['dentist paphos', ['dentists'], 'paphos'],
    ['οδοντίατρος Πάφου', ['dentists'], 'paphos'],
    ['стоматолог в Ларнаке', ['dentists'], 'larnaca'],
  ])('reads "%s" as a category and a town, with no words left', (text, slugs, town) => {
    const reading = read(text)

    expect(reading.categorySlugs).toEqual(expect.arrayContaining(slugs))
    expect(placeSlugOf(reading)).toBe(town)
    expect(reading.freeWords).toEqual([])
    expect(reading.hasTypos).toBe(false)
  })

  it('gives both tavern categories for "taverna"', () => {
    const reading = read('taverna')

    expect(reading.categorySlugs).toEqual(['seafood', 'meze'])
    expect(reading.categoryWords).toEqual([0])
    expect(reading.categoryKeys).toEqual([wordKey('taverna')])
  })

  it('reads a phrase of two words as one category', () => {
    const reading = read('car rental nicosia')

    expect(reading.categorySlugs).toEqual(['car-rental'])
    expect(reading.categoryWords).toEqual([0, 1])
    expect(reading.placeWords).toEqual([2])
  })

  it('keeps the words that name neither a town nor a category as free words', () => {
    const reading = read('kafeneio antrea')

    expect(reading.freeWords.map((w) => w.word)).toEqual(['kafeneio', 'antrea'])
    expect(reading.place).toBeNull()
    expect(reading.categorySlugs).toEqual([])
  })

  it('keeps the free words beside the town and category it reads', () => {
    const reading = read('sea view taverna paphos')

    expect(reading.freeWords.map((w) => w.word)).toEqual(['sea', 'view'])
    expect(reading.categoryWords).toEqual([2])
    expect(reading.placeWords).toEqual([3])
  })

  it('reads a misspelt town and shows it as the lexicon writes it', () => {
    const reading = read('taverna larnka')

    expect(placeSlugOf(reading)).toBe('larnaca')
    expect(reading.hasTypos).toBe(true)
    expect(reading.parts).toEqual([
      { text: 'taverna', freeIndex: null },
      { text: 'larnaca', freeIndex: null },
    ])
  })

  it('writes a misspelt Limassol the way the lexicon first spells it', () => {
    const reading = read('limassl')

    expect(placeSlugOf(reading)).toBe('limassol')
    expect(reading.parts).toEqual([{ text: 'limassol', freeIndex: null }])
    expect(reading.hasTypos).toBe(true)
  })

  it('reads a misspelt category and keeps the keys of its written form', () => {
    const reading = read('tavrena')

    expect(reading.categorySlugs).toEqual(['seafood', 'meze'])
    expect(reading.categoryKeys).toEqual([wordKey('taverna')])
    expect(reading.hasTypos).toBe(true)
  })

  it('keeps the words as typed in the parts when nothing is misspelt', () => {
    const reading = read('Taverna LEMESOU')

    expect(reading.parts.map((p) => p.text)).toEqual(['taverna', 'lemesou'])
    expect(reading.hasTypos).toBe(false)
  })

  it("points a free word's part at its place among the free words", () => {
    const reading = read('fresh taverna fish')

    expect(reading.parts).toEqual([
      { text: 'fresh', freeIndex: 0 },
      { text: 'taverna', freeIndex: null },
      { text: 'fish', freeIndex: 1 },
    ])
  })

  it('does not read a word the directory knows as a misspelt town', () => {
    const reading = read('larnka', { knownKeys: new Set([wordKey('larnka')]) })

    expect(reading.place).toBeNull()
    expect(reading.freeWords.map((w) => w.word)).toEqual(['larnka'])
    expect(reading.hasTypos).toBe(false)
  })

  it('reads the unfinished last word as the start of a town while typing', () => {
    const reading = read('taverna lim', { isPrefix: true })

    expect(placeSlugOf(reading)).toBe('limassol')
    expect(reading.freeWords).toEqual([])
  })

  it('reads the unfinished last word as the start of a category whose next letter joins it ("den" of dentist)', () => {
    expect(read('den', { isPrefix: true }).categorySlugs).toEqual(['dentists'])
    expect(read('οδον', { isPrefix: true }).categorySlugs).toEqual(['dentists'])
    expect(read('den').categorySlugs).toEqual([])
  })

  it('keeps a short last word free when the text is not being typed', () => {
    const reading = read('taverna lim')

    expect(reading.place).toBeNull()
    expect(reading.freeWords.map((w) => w.word)).toEqual(['lim'])
  })

  it('reads past joining words in each language', () => {
    expect(read('taverna in limassol').words.map((w) => w.word)).toEqual(['taverna', 'limassol'])
    expect(read('ταβέρνα στη Λεμεσό').words.map((w) => w.word)).toEqual(['ταβέρνα', 'λεμεσό'])
    expect(read('таверна в Лимассоле').words.map((w) => w.word)).toEqual(['таверна', 'лимассоле'])
  })

  it('keeps a word that only shares its key with a joining word', () => {
    expect(read('Kontos bakery').words.map((w) => w.word)).toEqual(['kontos', 'bakery'])
    expect(read('stoa cafe').words.map((w) => w.word)).toEqual(['stoa', 'cafe'])
    expect(read('inn limassol').words.map((w) => w.word)).toEqual(['inn', 'limassol'])
  })

  it('keeps joining words when the text holds nothing else', () => {
    const reading = read('in the')

    expect(reading.freeWords.map((w) => w.word)).toEqual(['in', 'the'])
  })

  it(`reads no more than ${MAX_SEARCH_WORDS} words`, () => {
    const reading = read('a b c d e f g h limassol')

    expect(reading.words).toHaveLength(MAX_SEARCH_WORDS)
    expect(reading.place).toBeNull()
  })

  it(`reads a town as the ${MAX_SEARCH_WORDS}th word`, () => {
    const reading = read('a b c d e f g limassol')

    expect(placeSlugOf(reading)).toBe('limassol')
  })

  it('keeps the first town and leaves a second one free', () => {
    const reading = read('limassol paphos')

    expect(placeSlugOf(reading)).toBe('limassol')
    expect(reading.placeWords).toEqual([0])
    expect(reading.freeWords.map((w) => w.word)).toEqual(['paphos'])
  })

  it('reads a region as the towns that lie in it', () => {
    const reading = read('taverna famagusta')

    expect(reading.place?.slugs).toEqual(['ayia-napa', 'protaras', 'paralimni'])
  })

  it('reads a town of two words as one place', () => {
    const reading = read('Αγία Νάπα')

    expect(placeSlugOf(reading)).toBe('ayia-napa')
    expect(reading.placeWords).toEqual([0, 1])
  })
})

describe('placeSlugOf', () => {
  it('gives the slug of a town', () => {
    expect(placeSlugOf(read('Лимасол'))).toBe('limassol')
  })

  it('gives nothing for a region, which names several towns', () => {
    expect(placeSlugOf(read('Famagusta'))).toBeNull()
    expect(placeSlugOf(read('Troodos'))).toBeNull()
  })

  it('gives nothing when no place is named', () => {
    expect(placeSlugOf(read('taverna'))).toBeNull()
  })
})
