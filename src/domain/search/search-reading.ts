import type { PlaceName } from './place-names'
import { foldWord, keyedWords, typedStarts, type KeyedWord } from './search-key'
import { phraseAt, type Lexicon, type PhraseMatch, type ReadingOptions } from './search-lexicon'
import { MAX_QUERY_LENGTH } from './fold-text'

// A few words are enough to find a business; more only slow the search down.
export const MAX_SEARCH_WORDS = 8

// Words that only join the others ("taverna in Limassol", "ταβέρνα στη Λεμεσό", "таверна в Лимасоле"): they are
// read past, unless the text holds nothing else.
const JOINING_WORDS = new Set(
  [
    'in', 'at', 'near', 'the', 'of', 'and', 'for', 'on',
    'σε', 'στη', 'στην', 'στο', 'στον', 'στις', 'στα', 'στους', 'η', 'ο', 'το', 'οι', 'τα', 'και', 'για', 'κοντα',
    'в', 'во', 'на', 'и', 'у', 'около', 'рядом', 'с', 'для',
  ].map(foldWord),
) // prettier-ignore

/** A search text as the directory reads it. */
export type SearchReading = {
  /** The text's words with their keys, joining words left out. */
  words: KeyedWord[]
  /** The town or region the text names, and which of its words name it. */
  place: PlaceName | null
  placeWords: number[]
  /** The categories a phrase of the text names (one phrase may name several), and its words. */
  categorySlugs: string[]
  categoryWords: number[]
  /** The keys of the category phrases as the lexicon writes them (a misspelt word's key is not in any document). */
  categoryKeys: string[]
  /** The words that name neither: what must be found in a business's own text. */
  freeWords: KeyedWord[]
  /**
   * The text as it reads with a misspelt town or category written right: each part, a free word's part with its
   * place in freeWords (the server corrects those against the names). Whether any phrase was misspelt: hasTypos.
   */
  parts: Array<{ text: string; freeIndex: number | null }>
  hasTypos: boolean
}

/**
 * Reads a search text: from the left, each place is the phrase with the fewest typos, then the longest, that names
 * a town or a category (a town on a tie), or else a word of its own. The first town and the categories of every
 * category phrase are kept.
 */
export function readSearchText(
  text: string,
  places: Lexicon<PlaceName>,
  categories: Lexicon<string>,
  options: ReadingOptions = {},
): SearchReading {
  const all = keyedWords(text.slice(0, MAX_QUERY_LENGTH)).slice(0, MAX_SEARCH_WORDS)
  // Compared as written, not by key: "Kontos" and "κοντά" share a key, but only the second joins.
  const content = all.filter((w) => !JOINING_WORDS.has(foldWord(w.word)))
  const kept = content.length > 0 ? content : all
  // The last word may still be being typed: it may be the start of a longer word whose key begins otherwise.
  const words = options.isPrefix
    ? kept.map((w, i) => (i === kept.length - 1 ? { ...w, starts: typedStarts(w) } : w))
    : kept
  const reading: SearchReading = {
    words,
    place: null,
    placeWords: [],
    categorySlugs: [],
    categoryWords: [],
    categoryKeys: [],
    freeWords: [],
    parts: [],
    hasTypos: false,
  }
  for (let i = 0; i < words.length;) {
    const placeAt = reading.place ? null : phraseAt(places, words, i, options)
    const categoryAt = phraseAt(categories, words, i, options)
    const place = placeAt && (!categoryAt || !isBetter(categoryAt, placeAt)) ? placeAt : null
    const category = place ? null : categoryAt
    const found: PhraseMatch<unknown> | null = place ?? category
    if (found) {
      const typed = words.slice(i, i + found.length).map((w) => w.word)
      reading.parts.push({
        text: found.typos > 0 ? found.text.toLowerCase() : typed.join(' '),
        freeIndex: null,
      })
      reading.hasTypos ||= found.typos > 0
    }
    if (place) {
      reading.place = place.values[0] ?? null
      reading.placeWords.push(...indices(place))
    } else if (category) {
      for (const slug of category.values)
        if (!reading.categorySlugs.includes(slug)) reading.categorySlugs.push(slug)
      reading.categoryWords.push(...indices(category))
      reading.categoryKeys.push(...category.keys)
    } else {
      const word = words[i]
      if (word) {
        reading.parts.push({ text: word.word, freeIndex: reading.freeWords.length })
        reading.freeWords.push(word)
      }
    }
    i += found ? found.length : 1
  }
  return reading
}

function isBetter(a: PhraseMatch<unknown>, b: PhraseMatch<unknown>): boolean {
  return a.typos < b.typos || (a.typos === b.typos && a.length > b.length)
}

function indices(match: PhraseMatch<unknown>): number[] {
  return Array.from({ length: match.length }, (_, k) => match.start + k)
}

/** The single town a reading names (a region names several), for the listing's "town understood". */
export function placeSlugOf(reading: SearchReading): string | null {
  const slugs = reading.place?.slugs ?? []
  return slugs.length === 1 ? (slugs[0] ?? null) : null
}
