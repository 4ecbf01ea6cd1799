import { foldText } from '@domain/search/fold-text'

/** The folded words of a text (lower case, no Greek accents, ё as е), hyphens splitting words. */
export function wordsOf(text: string): string[] {
  return foldLatin(foldText(text))
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
}

// Greek and Russian nouns change their endings (Λεμεσός, Λεμεσό, Λεμεσού; Лимассол, Лимассоле, Лимассола): a
// word is compared by its stem, the word without its final vowels (and a Greek final ς).
const ENDING = /(?:[αεηιουωaeiouyаеёиоуыэюяйь]+ς?|ς)$/u
const MIN_STEM = 3

export function stemOf(word: string): string {
  const folded = foldLatin(foldText(word))
  // English plurals: "tavernas", "hotels", "cafes".
  const singular = /^[a-z]+s$/.test(folded) && !folded.endsWith('ss') ? folded.slice(0, -1) : folded
  const stem = singular.replace(ENDING, '')
  return stem.length >= MIN_STEM ? stem : folded
}

/** A phrase as stems, word by word ("Αγία Νάπα" → ["αγι", "ναπ"]). */
export function phraseStems(phrase: string): string[] {
  return wordsOf(phrase).map(stemOf)
}

/**
 * Where a phrase occurs in the words (each word starting with the phrase word's stem, in order), or -1. Short
 * stems must match the whole word, so "spa" does not find "spanish".
 */
export function findPhrase(words: readonly string[], stems: readonly string[]): number {
  if (stems.length === 0) return -1
  for (let i = 0; i + stems.length <= words.length; i++) {
    if (stems.every((stem, k) => matchesStem(words[i + k] ?? '', stem))) return i
  }
  return -1
}

const MAX_EXTRA_LETTERS = 4

function matchesStem(word: string, stem: string): boolean {
  if (stem.length < 4) return word === stem || (word.startsWith(stem) && word.length - stem.length <= 2)
  return word.startsWith(stem) && word.length - stem.length <= MAX_EXTRA_LETTERS
}

// Latin letters with accents, as in "café" or "crêpe".
function foldLatin(text: string): string {
  return text.normalize('NFD').replace(/(?<=[a-z])\p{M}+/gu, '')
}
