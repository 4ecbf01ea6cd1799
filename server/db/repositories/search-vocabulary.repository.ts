import { gt, sql } from 'drizzle-orm'
import type { Db } from '../db'
import { searchVocabulary } from '../schema'
import { rowsOf } from './categories.repository'

/** How many of the vocabulary's words nearest to a misspelt one are weighed as its correction. */
const CORRECTION_CANDIDATES = 24

/**
 * Of these keys, the ones that are a word of some business's name as they are (known), and for each, how many
 * businesses' names hold a word it begins (or is): a sum over the words, so a name with two of them counts twice.
 */
export async function keysInVocabulary(
  db: Db,
  keys: readonly string[],
): Promise<{ known: Set<string>; holding: Map<string, number> }> {
  if (keys.length === 0) return { known: new Set(), holding: new Map() }
  // Keys are letters and digits only (search-key.ts), so neither LIKE's % and _ nor the space they are joined by
  // can be part of one.
  const rows = rowsOf(
    await db.execute(sql`
      select k,
        exists (select 1 from ${searchVocabulary} v where v.term = k and v.business_count > 0) as known,
        (select coalesce(sum(v.business_count), 0)::int from ${searchVocabulary} v where v.term like k || '%') as holding
      from unnest(string_to_array(${keys.join(' ')}, ' ')) as k`),
  )
  return {
    known: new Set(rows.filter((r) => r.known === true).map((r) => String(r.k))),
    holding: new Map(rows.map((r) => [String(r.k), Number(r.holding)])),
  }
}

export type VocabularyWord = { term: string; word: string; businessCount: number }

/** The name words whose keys are nearest to this key by trigrams: the candidates a typo is corrected to. */
export async function nearestNameWords(db: Db, key: string): Promise<VocabularyWord[]> {
  return (
    db
      .select({
        term: searchVocabulary.term,
        word: searchVocabulary.word,
        businessCount: searchVocabulary.businessCount,
      })
      .from(searchVocabulary)
      .where(gt(searchVocabulary.businessCount, 0))
      // Distance alone, so the trigram index walks the nearest terms (a second key would sort every term).
      .orderBy(sql`${searchVocabulary.term} <-> ${key}`)
      .limit(CORRECTION_CANDIDATES)
  )
}
