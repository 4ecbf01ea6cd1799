import type { LocalizedText } from '../i18n/localized-text'
import { synonymsOf } from './category-synonyms'
import { PLACE_NAMES } from './place-names'
import { keyedWords, type KeyedWord } from './search-key'

/**
 * What a business is found by, as keys (search-key.ts) in four weights: A its name, B its categories (their
 * names in every language, their parents' and the words people use for them), C its town in every spelling and its
 * address, D its description. The server stores it beside the business and keeps it current with every write.
 */
export type SearchDocumentSource = {
  name: LocalizedText
  description: LocalizedText
  address: LocalizedText
  city: LocalizedText
  citySlug: string
  /** The business's categories and their ancestors. */
  categories: ReadonlyArray<{ slug: string; name: LocalizedText }>
}

export type SearchDocument = {
  /** A PostgreSQL tsvector literal: 'key':position + weight. */
  vector: string
  /** The names' keys alone, as a small tsvector literal: what name matches and suggestions read. */
  names: string
  /** Each language's name as keys, between bars: "|kafen adre|kafen adre|kaf adre|" (whole-name and prefix ranking). */
  nameKeys: string
  /** The names' words as sounds (endings kept), each once, between spaces: " kafenio adreas kafe " (word ranking). */
  nameSounds: string
  /** The name's words, each key once with a written form: the vocabulary typos are corrected against. */
  terms: KeyedWord[]
}

/** Raised when the way documents are built changes: the server rebuilds every document of an older version. */
export const SEARCH_DOCUMENT_VERSION = 2

type Weight = 'A' | 'B' | 'C' | 'D'

export function buildSearchDocument(source: SearchDocumentSource): SearchDocument {
  const names = texts(source.name)
  const groups: Array<[Weight, string[]]> = [
    ['A', names],
    ['B', source.categories.flatMap((c) => [...texts(c.name), ...allSynonyms(c.slug)])],
    ['C', [...texts(source.city), ...placeSpellings(source.citySlug), ...texts(source.address)]],
    ['D', texts(source.description)],
  ]
  const lexemes = new Map<string, string[]>()
  let position = 1
  for (const [weight, parts] of groups)
    for (const part of parts)
      for (const { key } of keyedWords(part)) {
        const positions = lexemes.get(key) ?? []
        // A tsvector keeps at most 256 positions of a lexeme and none past 16383.
        if (positions.length < 256 && position < 16_384) positions.push(`${position}${weight}`)
        lexemes.set(key, positions)
        position++
      }
  return {
    // A lexeme first met past the last position a tsvector keeps is stored without positions.
    vector: [...lexemes]
      .map(([key, positions]) => (positions.length > 0 ? `'${key}':${positions.join(',')}` : `'${key}'`))
      .join(' '),
    names: unique(names.flatMap((n) => keyedWords(n).map((w) => `'${w.key}'`))).join(' '),
    nameKeys: `|${unique(names.map((n) => nameKeysOf(n))).join('|')}|`,
    nameSounds: ` ${unique(names.flatMap((n) => keyedWords(n).map((w) => w.sound))).join(' ')} `,
    terms: uniqueByKey(names.flatMap((n) => keyedWords(n))),
  }
}

/** A text's keys joined by spaces, as nameKeys holds them and as a search text is compared with them. */
export function nameKeysOf(text: string): string {
  return keyedWords(text)
    .map((w) => w.key)
    .join(' ')
}

function texts(text: LocalizedText): string[] {
  return unique(Object.values(text).filter((t): t is string => Boolean(t)))
}

function allSynonyms(slug: string): string[] {
  const synonyms = synonymsOf(slug)
  return [...synonyms.en, ...synonyms.el, ...synonyms.ru]
}

function placeSpellings(citySlug: string): string[] {
  return PLACE_NAMES.filter((p) => p.slugs.includes(citySlug)).flatMap((p) => p.spellings)
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)]
}

function uniqueByKey(words: KeyedWord[]): KeyedWord[] {
  const byKey = new Map<string, KeyedWord>()
  for (const w of words) if (!byKey.has(w.key)) byKey.set(w.key, w)
  return [...byKey.values()]
}
