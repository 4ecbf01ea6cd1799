import { keyedWords, type KeyedWord } from './search-key'
import { typoLimit, typoDistance } from './typo-tolerance'

/**
 * Phrases that mean one thing wherever they stand in a search text: the towns' spellings, the categories' names
 * and synonyms. A phrase is read by its words' keys, so every spelling and word form of it is found, with the
 * typos the typed word may hold (typo-tolerance.ts).
 */
export type Lexicon<T> = ReadonlyArray<LexiconPhrase<T>>
export type LexiconPhrase<T> = { keys: readonly string[]; value: T; text: string }

/** The longest phrase of a lexicon is this many words; longer phrases are not read as one. */
export const MAX_PHRASE_WORDS = 3

/** Builds a lexicon from each value's phrases; phrases that reduce to no key (punctuation only) are left out. */
export function buildLexicon<T>(
  entries: ReadonlyArray<{ phrases: readonly string[]; value: T }>,
): Lexicon<T> {
  return entries.flatMap(({ phrases, value }) =>
    phrases
      .map((text) => ({ keys: keyedWords(text).map((w) => w.key), value, text }))
      .filter(({ keys }) => keys.length > 0 && keys.length <= MAX_PHRASE_WORDS),
  )
}

/**
 * A phrase found in a text: the values it stands for, where it starts, its length in words, its typos and the
 * phrase as the lexicon writes it (what "Did you mean" shows for a misspelt one) with its keys.
 */
export type PhraseMatch<T> = {
  values: T[]
  start: number
  length: number
  typos: number
  text: string
  keys: readonly string[]
}

/**
 * How a text is read. `isPrefix`: its last word may still be being typed, so it also matches the start of a
 * phrase's last word. `knownKeys`: words the directory holds as they are (a name's "Lemoni" is not a misspelt
 * "lessons"): they match a phrase only without a typo. `isExact`: no word takes a typo (a chat message's many
 * words would otherwise find phrases they never meant).
 */
export type ReadingOptions = { isPrefix?: boolean; knownKeys?: ReadonlySet<string>; isExact?: boolean }

/**
 * The phrase that starts at `start`: the longest, then the one with fewest typos; every value of equally good
 * phrases (a word such as "taverna" may name two categories).
 */
export function phraseAt<T>(
  lexicon: Lexicon<T>,
  words: readonly KeyedWord[],
  start: number,
  reading: ReadingOptions = {},
): PhraseMatch<T> | null {
  let best: PhraseMatch<T> | null = null
  for (const phrase of lexicon) {
    const typos = phraseTypos(phrase.keys, words, start, reading)
    if (typos === null) continue
    const length = phrase.keys.length
    if (!best || length > best.length || (length === best.length && typos < best.typos))
      best = { values: [phrase.value], start, length, typos, text: phrase.text, keys: phrase.keys }
    else if (length === best.length && typos === best.typos && !best.values.includes(phrase.value))
      best.values.push(phrase.value)
  }
  return best
}

// The typos of the text's words read as this phrase, or null when they are not this phrase.
function phraseTypos(
  keys: readonly string[],
  words: readonly KeyedWord[],
  start: number,
  { isPrefix = false, knownKeys, isExact = false }: ReadingOptions,
): number | null {
  if (start + keys.length > words.length) return null
  let typos = 0
  for (let i = 0; i < keys.length; i++) {
    const word = words[start + i]
    const key = keys[i]
    if (!word || key === undefined) return null
    const isLastTyped = isPrefix && start + i === words.length - 1
    const found = wordTypos(word, key, isLastTyped, isExact || knownKeys?.has(word.key) === true)
    if (found === null) return null
    typos += found
  }
  return typos
}

/**
 * The typos that turn a typed word into a phrase's word (or the start of it, while it is typed); null: too many,
 * or a typo in a word that is known as it is. The shorter key sets the limit: a three-letter stem has no room.
 */
export function wordTypos(word: KeyedWord, key: string, isPrefix = false, isKnown = false): number | null {
  if (word.key === key) return 0
  if (isPrefix && word.key.length >= 2 && (word.starts ?? [word.key]).some((start) => key.startsWith(start)))
    return 0
  const limit = isKnown ? 0 : typoLimit(word, Math.min(word.key.length, key.length))
  if (limit === 0) return null
  const target = isPrefix ? key.slice(0, Math.max(word.key.length, 1)) : key
  const distance = typoDistance(word.key, target, limit)
  return distance <= limit ? distance : null
}
