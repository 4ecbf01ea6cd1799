import type { Locale } from '@domain/i18n/localized-text'
import type { Random } from '../../../server/media/random'
import { fold } from './fold'

const ALPHABETS: Record<Locale, string> = {
  en: 'abcdefghijklmnopqrstuvwxyz',
  el: 'αβγδεζηθικλμνξοπρστυφχψω',
  ru: 'абвгдежзийклмнопрстуфхцчшщыьэюя',
}
const MIN_WORD_LETTERS = 5
const OPERATIONS = ['deletion', 'insertion', 'substitution', 'transposition'] as const

/**
 * One typo in one word of at least five letters, never in its first letter (people rarely miss that one): a letter
 * left out, one too many, a wrong one, or two neighbours swapped. Null when the text has no such word.
 */
export function withOneTypo(text: string, lang: Locale, random: Random): string | null {
  const words = text.split(' ')
  const candidates = words
    .map((word, index) => ({ word, index }))
    .filter(({ word }) => /^\p{L}+$/u.test(word) && [...word].length >= MIN_WORD_LETTERS)
  if (candidates.length === 0) return null
  const { word, index } = random.pick(candidates)
  const letters = [...word]
  const at = random.int(1, letters.length - 1)
  const other = (current: string) => {
    const alphabet = [...ALPHABETS[lang]].filter((c) => c !== fold(current))
    return random.pick(alphabet)
  }
  switch (random.pick(OPERATIONS)) {
    case 'deletion':
      letters.splice(at, 1)
      break
    case 'insertion':
      letters.splice(at, 0, other(''))
      break
    case 'substitution':
      letters[at] = other(letters[at] ?? '')
      break
    case 'transposition': {
      // Swap with the next letter (the first stays); equal neighbours would make no typo, so one goes instead.
      const i = Math.min(at, letters.length - 2)
      const here = letters[i] ?? ''
      const next = letters[i + 1] ?? ''
      if (fold(here) === fold(next)) letters.splice(i, 1)
      else [letters[i], letters[i + 1]] = [next, here]
    }
  }
  words[index] = letters.join('')
  return words.join(' ')
}
