import { describe, expect, it } from 'vitest'
import { keyedWords, wordKey } from '@domain/search/search-key'
import { buildLexicon, MAX_PHRASE_WORDS, phraseAt, wordTypos } from '@domain/search/search-lexicon'

const CATEGORIES = buildLexicon([
  { phrases: ['Seafood & Fish Tavernas', 'ψαροταβέρνα', 'taverna', 'таверна'], value: 'seafood' },
  { phrases: ['Meze Tavernas', 'taverna', 'ταβέρνα'], value: 'meze' },
  { phrases: ['Dentists', 'οδοντίατρος', 'стоматолог'], value: 'dentists' },
  { phrases: ['Car'], value: 'cars' },
  { phrases: ['Car rental'], value: 'car-rental' },
])

function wordOf(text: string) {
  const [word] = keyedWords(text)
  if (!word) throw new Error(`no word in ${text}`)
  return word
}

describe('buildLexicon', () => {
  it('keeps each phrase as written, with its keys and its value', () => {
    const lexicon = buildLexicon([{ phrases: ['Seafood & Fish Tavernas'], value: 'seafood' }])

    expect(lexicon).toEqual([
      { keys: ['seafod', 'fis', 'tavern'], value: 'seafood', text: 'Seafood & Fish Tavernas' },
    ])
  })

  it('leaves out a phrase without letters or digits', () => {
    const lexicon = buildLexicon([{ phrases: ['&', 'Spa'], value: 'spa' }])

    expect(lexicon.map((p) => p.text)).toEqual(['Spa'])
  })

  it(`leaves out a phrase longer than ${MAX_PHRASE_WORDS} words`, () => {
    const lexicon = buildLexicon([
      { phrases: ['Bed and Breakfast', 'Bed and Breakfast Rooms'], value: 'bnb' },
    ])

    expect(lexicon.map((p) => p.text)).toEqual(['Bed and Breakfast'])
  })
})

describe('phraseAt', () => {
  it('finds a phrase in any of its spellings and word forms', () => {
    const match = phraseAt(CATEGORIES, keyedWords('стоматолога'), 0)

    expect(match).toMatchObject({ values: ['dentists'], start: 0, length: 1, typos: 0 })
  })

  it('gives every value of equally good phrases', () => {
    const match = phraseAt(CATEGORIES, keyedWords('taverna'), 0)

    expect(match?.values).toEqual(['seafood', 'meze'])
  })

  it('prefers the longer phrase', () => {
    const match = phraseAt(CATEGORIES, keyedWords('car rental'), 0)

    expect(match).toMatchObject({ values: ['car-rental'], length: 2, text: 'Car rental' })
  })

  it('prefers the phrase with fewer typos among phrases as long', () => {
    const lexicon = buildLexicon([
      { phrases: ['Larnuk'], value: 'larnuk' },
      { phrases: ['Larnaca'], value: 'larnaca' },
    ])

    const match = phraseAt(lexicon, keyedWords('larnaka'), 0)

    expect(match).toMatchObject({ values: ['larnaca'], typos: 0 })
  })

  it('reads from the given word on', () => {
    const match = phraseAt(CATEGORIES, keyedWords('best dentists'), 1)

    expect(match).toMatchObject({ values: ['dentists'], start: 1 })
  })

  it('finds nothing when no phrase starts there', () => {
    expect(phraseAt(CATEGORIES, keyedWords('kafeneio'), 0)).toBeNull()
  })

  it('does not read a phrase past the last word', () => {
    const lexicon = buildLexicon([{ phrases: ['Car rental'], value: 'car-rental' }])

    expect(phraseAt(lexicon, keyedWords('car'), 0)).toBeNull()
  })

  it('reads a misspelt phrase with its typos and its written form', () => {
    const match = phraseAt(CATEGORIES, keyedWords('dentsts'), 0)

    expect(match).toMatchObject({ values: ['dentists'], typos: 1, text: 'Dentists' })
  })

  it('reads the unfinished last word as the start of a phrase while typing', () => {
    const match = phraseAt(CATEGORIES, keyedWords('car re'), 0, { isPrefix: true })

    expect(match).toMatchObject({ values: ['car-rental'], length: 2, typos: 0 })
  })

  it('does not read a misspelt known word as a phrase', () => {
    const words = keyedWords('dentsts')

    const match = phraseAt(CATEGORIES, words, 0, { knownKeys: new Set([wordKey('dentsts')]) })

    expect(match).toBeNull()
  })
})

describe('wordTypos', () => {
  it('is zero for the same key', () => {
    expect(wordTypos(wordOf('Λεμεσού'), wordKey('Lemesos'))).toBe(0)
  })

  it('counts the typos within the allowance', () => {
    expect(wordTypos(wordOf('larnka'), wordKey('Larnaca'))).toBe(1)
  })

  it('is null past the allowance', () => {
    expect(wordTypos(wordOf('lrnka'), wordKey('Larnaca'))).toBeNull()
  })

  it('leaves no room for a typo when a key is three letters', () => {
    expect(wordTypos(wordOf('cars'), 'kas')).toBeNull()
  })

  it('reads a typed word of two letters or more as the start of a key while typing', () => {
    expect(wordTypos(wordOf('lim'), wordKey('Limassol'), true)).toBe(0)
    expect(wordTypos(wordOf('lim'), wordKey('Limassol'))).toBeNull()
  })

  it('does not read a single letter as the start of a key', () => {
    expect(wordTypos(wordOf('l'), wordKey('Limassol'), true)).toBeNull()
  })

  it('counts the typos of an unfinished word against the start of the key', () => {
    expect(wordTypos(wordOf('tavr'), wordKey('taverna'), true)).toBe(1)
  })

  it('takes no typo in a known word', () => {
    expect(wordTypos(wordOf('larnka'), wordKey('Larnaca'), false, true)).toBeNull()
    expect(wordTypos(wordOf('larnaka'), wordKey('Larnaca'), false, true)).toBe(0)
  })
})
