import type { Locale } from '@domain/i18n/localized-text'
import { findPhrase, phraseStems } from '../local/text-match'
import type { KnowledgeEntry } from './knowledge-entry'
import { EVERYDAY } from './knowledge-everyday'
import { LIVING } from './knowledge-living'
import { SAFETY_AND_HEALTH } from './knowledge-safety'
import { TRAVEL } from './knowledge-travel'

export type { KnowledgeEntry } from './knowledge-entry'

/** The curated Cyprus knowledge base (practical facts for visitors and residents, en/el/ru). */
export const CYPRUS_KNOWLEDGE: readonly KnowledgeEntry[] = [
  ...SAFETY_AND_HEALTH,
  ...TRAVEL,
  ...EVERYDAY,
  ...LIVING,
]

const INDEX = CYPRUS_KNOWLEDGE.map((entry) => ({
  entry,
  phrases: entry.keywords.map((k) => phraseStems(k)).filter((p) => p.length > 0),
}))

export type KnowledgeHit = { entry: KnowledgeEntry; score: number }

/** The entries a question is about, best first: each keyword found adds its number of words. */
export function searchKnowledge(words: readonly string[]): KnowledgeHit[] {
  return INDEX.map(({ entry, phrases }) => ({
    entry,
    score: phrases.filter((p) => findPhrase(words, p) >= 0).reduce((sum, p) => sum + p.length, 0),
  }))
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score)
}

export function knowledgeTitle(entry: KnowledgeEntry, locale: Locale): string {
  return entry.title[locale]
}
