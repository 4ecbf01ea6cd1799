import type { CategoryIndex, CategoryRow } from '@domain/category/category-tree'
import { synonymsOf } from '@domain/search/category-synonyms'
import { PLACE_NAMES, type PlaceName } from '@domain/search/place-names'
import { buildLexicon, type Lexicon } from '@domain/search/search-lexicon'

/** Every spelling of every town and region: fixed data, read once. */
export const PLACE_LEXICON: Lexicon<PlaceName> = buildLexicon(
  PLACE_NAMES.map((place) => ({ phrases: place.spellings, value: place })),
)

// A category's name names it whole and by each of its parts: "Clinics & Doctors" is also "Clinics" and "Doctors".
const NAME_PARTS = /\s*(?:&|,|\/|\band\b|\bκαι\b|\bи\b)\s*/u

let cached: { fingerprint: string; lexicon: Lexicon<string> } | null = null

/** The phrases that name each category (its slug): its names, their parts and the words people use for it. */
export function categoryLexicon(index: CategoryIndex<CategoryRow>): Lexicon<string> {
  const rows = index.flat()
  // Categories change only when an admin edits them: the lexicon of the same rows is built once per process.
  const fingerprint = JSON.stringify(rows.map((r) => [r.id, r.slug, r.name]))
  if (cached?.fingerprint === fingerprint) return cached.lexicon
  const lexicon = buildLexicon(
    rows.map((category) => {
      const names = Object.values(category.name).filter((n): n is string => Boolean(n))
      const synonyms = synonymsOf(category.slug)
      return {
        value: category.slug,
        phrases: [
          ...names,
          ...names.flatMap((n) => n.split(NAME_PARTS)).filter(Boolean),
          ...synonyms.en,
          ...synonyms.el,
          ...synonyms.ru,
        ],
      }
    }),
  )
  cached = { fingerprint, lexicon }
  return lexicon
}
