import type { ChatTurn } from '../chat-engine.port'
import { findPhrase, phraseStems, wordsOf } from './text-match'

const GREETINGS = [
  'hi',
  'hello',
  'hey',
  'good morning',
  'good evening',
  'γεια',
  'γεια σας',
  'καλημερα',
  'καλησπερα',
  'χαιρετε',
  'привет',
  'здравствуйте',
  'добрый день',
  'доброе утро',
  'добрый вечер',
].map(phraseStems)
const THANKS = ['thanks', 'thank you', 'cheers', 'ευχαριστω', 'ευχαριστουμε', 'спасибо', 'благодарю'].map(
  phraseStems,
)
// A greeting or thanks with more words is a question that happens to be polite.
const MAX_SMALL_TALK_WORDS = 4

export function isGreeting(text: string): boolean {
  const words = wordsOf(text)
  return words.length <= MAX_SMALL_TALK_WORDS && GREETINGS.some((g) => findPhrase(words, g) === 0)
}

export function isThanks(text: string): boolean {
  const words = wordsOf(text)
  return words.length <= MAX_SMALL_TALK_WORDS && THANKS.some((g) => findPhrase(words, g) >= 0)
}

/** The visitor's earlier messages, newest first (the history is sent newest first, spec §7). */
export function earlierQuestions(history: readonly ChatTurn[]): string[] {
  return history.filter((t) => t.type === 'user').map((t) => t.content)
}

const STOP_WORDS = new Set(
  'the a an in on at of for to and or with is are was be me my i you your we our it its near find show looking want need where what which who how can do does some any there please τη την το τα της του των στη στην στο στα με και για σε ενα μια ενας ποιο ποια πού που πως ειναι θελω ψαχνω βρες δειξε μου β в на и с по для где как что какой какая какие есть мне найди покажи ищу хочу пожалуйста'.split(
    ' ',
  ),
)

/** The words worth a full-text search: no stop words, no one-letter words. */
export function contentWords(text: string): string[] {
  return wordsOf(text).filter((w) => w.length > 2 && !STOP_WORDS.has(w))
}
