import type { CategoryIndex, CategoryRow } from '@domain/category/category-tree'
import type { KeyedWord } from '@domain/search/search-key'
import { placeSlugOf, readSearchText, type SearchReading } from '@domain/search/search-reading'
import { maxTypos, typoDistance } from '@domain/search/typo-tolerance'
import type { Db } from '../../db/connect'
import type { TextQuery, WordMatch } from '../../db/repositories/business-search-request'
import {
  keysInDocuments,
  keysInNames,
  nearestNameWords,
  type VocabularyWord,
} from '../../db/repositories/search-vocabulary.repository'
import { categoryLexicon, PLACE_LEXICON } from './search-lexicons'

/** A misspelt word is read as any of its few best corrections. */
const MAX_CORRECTIONS = 3

/**
 * A search text as the directory will look for it: what each business's document must hold, the town and
 * categories it names (filters when it names nothing else, ranks when it does), and the text with its misspelt
 * words corrected.
 */
export type TextSearchPlan = {
  reading: SearchReading
  text: TextQuery
  /** The categories (their subtrees) the text is only about, as a filter; null when it names none or more. */
  categoryIds: number[] | null
  /** The towns the text is only about, as a filter; null when it names none or more. */
  citySlugs: string[] | null
  didYouMean: string | null
  /** The town and the first category the text names, as the listing reports them. */
  city: string | null
  category: string | null
}

/** Reads a search text and corrects its words against the directory's vocabulary. */
export async function planTextSearch(
  db: Db,
  index: CategoryIndex<CategoryRow>,
  q: string,
  isPrefix = false,
): Promise<TextSearchPlan> {
  const reading = readSearchText(q, PLACE_LEXICON, categoryLexicon(index), isPrefix)
  const corrections = await correctWords(db, reading.freeWords, isPrefix)
  const required: WordMatch[] = reading.freeWords.map((word, i) => {
    const found = corrections[i] ?? []
    return found.length > 0
      ? { prefix: null, whole: found.map((c) => c.term) }
      : { prefix: word.key, whole: [] }
  })
  const categoryIds = unique(
    reading.categorySlugs.flatMap((slug) => {
      const category = index.findBySlug(slug)
      return category ? index.subtreeIds(category.id) : []
    }),
  )
  const placeSlugs = [...(reading.place?.slugs ?? [])]
  const isAbout = reading.freeWords.length === 0
  const keyAt = (i: number) => reading.words[i]?.key ?? ''
  const typed = reading.words.map((w) => w.key).join(' ')
  const corrected = reading.words
    .map((w) => {
      const free = reading.freeWords.indexOf(w)
      return free >= 0 ? (corrections[free]?.[0]?.term ?? w.key) : w.key
    })
    .join(' ')
  return {
    reading,
    text: {
      required,
      mode: 'all',
      optional: [...reading.categoryWords, ...reading.placeWords].map(keyAt),
      phrases: unique([typed, corrected]),
      boostCategoryIds: isAbout ? [] : categoryIds,
      boostCitySlugs: isAbout ? [] : placeSlugs,
    },
    categoryIds: isAbout && categoryIds.length > 0 ? categoryIds : null,
    citySlugs: isAbout && placeSlugs.length > 0 ? placeSlugs : null,
    didYouMean: didYouMean(reading, corrections),
    city: placeSlugOf(reading),
    category: reading.categorySlugs[0] ?? null,
  }
}

// The corrections of each free word, in order: none for a word some name begins with, or that the documents hold
// (an address or a description word), or for which no name word is close enough.
async function correctWords(db: Db, words: KeyedWord[], isPrefix: boolean): Promise<VocabularyWord[][]> {
  const keys = words.map((w) => w.key)
  const inNames = await keysInNames(db, keys)
  const inDocuments = await keysInDocuments(
    db,
    keys.filter((k) => !inNames.has(k)),
  )
  return Promise.all(
    words.map(async (word, i) => {
      const limit = maxTypos(word.word.length)
      if (limit === 0 || inNames.has(word.key) || inDocuments.has(word.key)) return []
      const isTyped = isPrefix && i === words.length - 1
      const candidates = await nearestNameWords(db, word.key)
      return candidates
        .map((c) => ({
          c,
          d: typoDistance(word.key, isTyped ? c.term.slice(0, word.key.length) : c.term, limit),
        }))
        .filter(({ d }) => d <= limit)
        .sort((a, b) => a.d - b.d || b.c.businessCount - a.c.businessCount)
        .slice(0, MAX_CORRECTIONS)
        .map(({ c }) => c)
    }),
  )
}

function didYouMean(reading: SearchReading, corrections: VocabularyWord[][]): string | null {
  const isCorrected = reading.hasTypos || corrections.some((c) => c.length > 0)
  if (!isCorrected) return null
  return reading.parts
    .map((part) =>
      part.freeIndex === null ? part.text : (corrections[part.freeIndex]?.[0]?.word ?? part.text),
    )
    .join(' ')
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)]
}
