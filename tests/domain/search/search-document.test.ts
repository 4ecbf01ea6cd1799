import { describe, expect, it } from 'vitest'
import { buildSearchDocument, nameKeysOf, type SearchDocumentSource } from '@domain/search/search-document'
import { wordKey } from '@domain/search/search-key'

// PostgreSQL keeps at most this many positions of a lexeme, and none past the last.
const MAX_POSITIONS_PER_LEXEME = 256
const LAST_POSITION = 16_383

function aSource(overrides: Partial<SearchDocumentSource> = {}): SearchDocumentSource {
  return {
    name: { en: 'Blue Octopus' },
    description: { en: 'Fresh grilled calamari by the harbour' },
    address: { en: 'Anexartisias Street' },
    city: { en: 'Limassol', el: 'Λεμεσός', ru: 'Лимасол' },
    citySlug: 'limassol',
    categories: [{ slug: 'dentists', name: { en: 'Dentists' } }],
    ...overrides,
  }
}

// The vector's lexemes with their positions and weights, e.g. 'blu':1A,5B → { blu: [[1, 'A'], [5, 'B']] }.
function lexemes(vector: string): Map<string, Array<[number, string]>> {
  return new Map(
    vector.split(' ').map((entry) => {
      const [, key = '', positions = ''] = /^'([^']*)':(.*)$/.exec(entry) ?? []
      const parsed = positions
        .split(',')
        .filter(Boolean)
        .map((p): [number, string] => [Number.parseInt(p, 10), p.replace(/^\d+/, '')])
      return [key, parsed]
    }),
  )
}

function weightsOf(vector: string, word: string): string[] {
  return [...new Set((lexemes(vector).get(wordKey(word)) ?? []).map(([, weight]) => weight))]
}

describe('buildSearchDocument', () => {
  it('gives the words of the name weight A', () => {
    const { vector } = buildSearchDocument(aSource())

    expect(weightsOf(vector, 'Octopus')).toEqual(['A'])
  })

  it("gives the category's name and the words people use for it weight B", () => {
    const { vector } = buildSearchDocument(aSource())

    expect(weightsOf(vector, 'Dentists')).toEqual(['B'])
    expect(weightsOf(vector, 'οδοντίατρος')).toEqual(['B'])
    expect(weightsOf(vector, 'стоматолог')).toEqual(['B'])
  })

  it('gives every spelling of the town weight C, also those the business does not write', () => {
    const { vector } = buildSearchDocument(aSource({ city: { en: 'Limassol' } }))

    expect(weightsOf(vector, 'Lemesos')).toEqual(['C'])
    expect(weightsOf(vector, 'Лимассоле')).toEqual(['C'])
  })

  it('gives the words of the address weight C', () => {
    const { vector } = buildSearchDocument(aSource())

    expect(weightsOf(vector, 'Anexartisias')).toEqual(['C'])
  })

  it('gives the words of the description weight D', () => {
    const { vector } = buildSearchDocument(aSource())

    expect(weightsOf(vector, 'calamari')).toEqual(['D'])
  })

  it('keeps every weight of a word found in several parts', () => {
    const source = aSource({ description: { en: 'The best octopus in town' } })

    const { vector } = buildSearchDocument(source)

    expect(weightsOf(vector, 'octopus')).toEqual(['A', 'D'])
  })

  it('numbers the words from one, name first', () => {
    const { vector } = buildSearchDocument(aSource())

    expect(lexemes(vector).get(wordKey('Blue'))).toEqual([[1, 'A']])
    expect(lexemes(vector).get(wordKey('Octopus'))).toEqual([[2, 'A']])
  })

  it('writes each key once in the vector', () => {
    const { vector } = buildSearchDocument(aSource())

    const keys = vector.split(' ').map((entry) => entry.split(':')[0])

    expect(new Set(keys).size).toBe(keys.length)
  })

  it("keeps positions within PostgreSQL's limits for a very long description", () => {
    const description = Array.from({ length: 20_000 }, (_, i) => `word${i % 5000} sea`).join(' ')

    const { vector } = buildSearchDocument(aSource({ description: { en: description } }))

    const all = [...lexemes(vector).values()]
    expect(Math.max(...all.map((positions) => positions.length))).toBe(MAX_POSITIONS_PER_LEXEME)
    expect(Math.max(...all.flat().map(([position]) => position))).toBeLessThanOrEqual(LAST_POSITION)
  })

  it('writes a word first met past the last position without positions, as a tsvector takes it', () => {
    const description = `${Array.from({ length: LAST_POSITION + 10 }, () => 'sea').join(' ')} lighthouse`

    const { vector } = buildSearchDocument(aSource({ description: { en: description } }))

    for (const entry of vector.split(' ')) expect(entry).toMatch(/^'[a-z0-9]+'(:\d+[A-D](,\d+[A-D])*)?$/)
    expect(vector.split(' ')).toContain(`'${wordKey('lighthouse')}'`)
  })

  it('writes the keys of each language’s name between bars, equal names once', () => {
    const source = aSource({
      name: { en: 'Kafeneio Andreas', el: 'Καφενείο Αντρέας', ru: 'Кафе Андреас' },
    })

    const { nameKeys } = buildSearchDocument(source)

    expect(nameKeys).toBe('|kafen adre|kaf adre|')
  })

  it("writes the names' sounds between spaces, each once", () => {
    const source = aSource({
      name: { en: 'Kafeneio Andreas', el: 'Καφενείο Αντρέας', ru: 'Кафе Андреас' },
    })

    const { nameSounds } = buildSearchDocument(source)

    expect(nameSounds).toBe(' kafenio adreas kafe ')
  })

  it('keeps the name words as terms, each key once in its first written form', () => {
    const source = aSource({
      name: { en: 'Kafeneio Andreas', el: 'Καφενείο Αντρέας', ru: 'Кафе Андреас' },
    })

    const { terms } = buildSearchDocument(source)

    expect(terms).toEqual([
      { word: 'kafeneio', key: 'kafen', sound: 'kafenio' },
      { word: 'andreas', key: 'adre', sound: 'adreas' },
      { word: 'кафе', key: 'kaf', sound: 'kafe' },
    ])
  })

  it('takes no terms from the categories, the town or the description', () => {
    const { terms } = buildSearchDocument(aSource())

    expect(terms.map((t) => t.word)).toEqual(['blue', 'octopus'])
  })
})

describe('nameKeysOf', () => {
  it("joins a text's keys with single spaces and leaves punctuation out", () => {
    expect(nameKeysOf('Kafeneio — Antreas!')).toBe('kafen adre')
  })

  it('gives a name the same keys in Greek and in Greeklish', () => {
    expect(nameKeysOf('Ψαροταβέρνα Θεμιστοκλή')).toBe(nameKeysOf('Psarotaverna Themistokli'))
  })
})
