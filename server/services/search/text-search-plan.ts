import type { CategoryIndex, CategoryRow } from '@domain/category/category-tree'
import { keyedWords, typedStarts, type KeyedWord } from '@domain/search/search-key'
import { placeSlugOf, readSearchText, type SearchReading } from '@domain/search/search-reading'
import { maxTypos, typoDistance, typoLimit } from '@domain/search/typo-tolerance'
import type { Db } from '../../db/db'
import type { TextQuery, WordMatch } from '../../db/repositories/business-search-request'
import {
  keysInVocabulary,
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
  /** The categories (their subtrees) the text names; null when it names none. */
  categoryIds: number[] | null
  /** The towns the text is only about, as a filter; null when it names none or more. */
  citySlugs: string[] | null
  didYouMean: string | null
  /** The town and the first category the text names, as the listing reports them. */
  city: string | null
  category: string | null
  /**
   * About how many businesses' names hold every word typed as it was typed (the last one as a beginning): the
   * vocabulary's count of the least common word, an estimate from above.
   */
  namesHolding: number
}

/** Reads a search text and corrects its words against the directory's vocabulary. */
export async function planTextSearch(
  db: Db,
  index: CategoryIndex<CategoryRow>,
  q: string,
  isPrefix = false,
): Promise<TextSearchPlan> {
  const typedWords = keyedWords(q)
  const last = typedWords.at(-1)
  const keys = [...new Set([...typedWords.map((w) => w.key), ...(isPrefix && last ? typedStarts(last) : [])])]
  const { known, holding } = await keysInVocabulary(db, keys)
  const inNames = new Set([...holding].filter(([, n]) => n > 0).map(([k]) => k))
  // A word still being typed may become any of its starts: the most common of them.
  const namesHolding = Math.min(
    0 in typedWords ? Infinity : 0,
    ...typedWords.map((w) =>
      Math.max(...[w.key, ...(isPrefix && w === last ? typedStarts(w) : [])].map((k) => holding.get(k) ?? 0)),
    ),
  )
  const reading = readSearchText(q, PLACE_LEXICON, categoryLexicon(index), { isPrefix, knownKeys: known })
  const corrections = await correctWords(db, reading.freeWords, isPrefix, (word) =>
    (word.starts ?? [word.key]).some((k) => known.has(k) || inNames.has(k)),
  )
  const freeMatches: WordMatch[] = reading.freeWords.map((word, i) => {
    const found = corrections[i] ?? []
    // The word as typed stays beside its corrections: it may be a word of an address or a description, which the
    // names' vocabulary does not hold.
    return {
      prefix: word.key,
      whole: found.map((c) => c.term),
      sound: word.sound,
      ...(word.starts ? { starts: word.starts } : {}),
    }
  })
  const categoryIds = unique(
    reading.categorySlugs.flatMap((slug) => {
      const category = index.findBySlug(slug)
      return category ? index.subtreeIds(category.id) : []
    }),
  )
  // A category's words are found where the category is: in the business's categories (with their synonyms) or
  // its name, never only in a description that mentions them ("close to many tavernas").
  const categoryMatches: WordMatch[] = unique(reading.categoryKeys).map((key) => ({
    prefix: key,
    whole: [],
    categoryIds,
  }))
  const placeSlugs = [...(reading.place?.slugs ?? [])]
  // A text that names nothing but a town and categories is about that town: the town filters.
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
      required: [...freeMatches, ...categoryMatches],
      mode: 'all',
      optional: reading.placeWords.map(keyAt),
      phrases: unique([typed, corrected]),
      boostCategoryIds: categoryIds,
      boostCitySlugs: isAbout ? [] : placeSlugs,
    },
    categoryIds: categoryIds.length > 0 ? categoryIds : null,
    citySlugs: isAbout && placeSlugs.length > 0 ? placeSlugs : null,
    didYouMean: didYouMean(reading, corrections),
    city: placeSlugOf(reading),
    category: reading.categorySlugs[0] ?? null,
    namesHolding,
  }
}

// The corrections of each free word, in order: none for a word of the names (isKnown: a name holds it or begins
// with it), or for which no name word is close enough.
async function correctWords(
  db: Db,
  words: KeyedWord[],
  isPrefix: boolean,
  isKnown: (word: KeyedWord) => boolean,
): Promise<VocabularyWord[][]> {
  return Promise.all(
    words.map(async (word, i) => {
      if (isKnown(word) || maxTypos(word.word.length) === 0) return []
      const isTyped = isPrefix && i === words.length - 1
      const candidates = await nearestNameWords(db, word.key)
      return candidates
        .map((c) => {
          const target = isTyped ? c.term.slice(0, word.key.length) : c.term
          const limit = typoLimit(word, Math.min(word.key.length, target.length))
          return { c, d: typoDistance(word.key, target, limit), limit }
        })
        .filter(({ d, limit }) => d <= limit)
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
