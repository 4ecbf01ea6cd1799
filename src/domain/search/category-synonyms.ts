import type { Locale } from '../i18n/localized-text'
import { FOOD_AND_STAY_SYNONYMS } from './category-synonyms-food-stay'
import { HOME_AND_TECH_SYNONYMS } from './category-synonyms-home'
import { LEISURE_SYNONYMS } from './category-synonyms-leisure'
import { SERVICES_SYNONYMS } from './category-synonyms-services'

/**
 * The words people type for each category, in each language, beyond the category's own name: singular and plural
 * nouns, the trade or profession ("plumber", "δικηγόρος", "стоматолог"), the shop or place ("ψαροταβέρνα",
 * "кофейня"), loanwords and colloquial Cypriot words ("souvla", "σιεφταλιά", "сувлаки"). Businesses rarely write
 * these words in their own descriptions, so without them a search for "dentist" would miss a clinic named only
 * "Οδοντιατρείο". The search core (server) adds a business's category synonyms to its search document and reads
 * them in a query as that category. Greek and Russian are written with accents and in their own script: the search
 * folds accents and transliterates Greeklish itself. Town names never appear here.
 */
export type CategorySynonyms = Readonly<Record<Locale, readonly string[]>>

export const CATEGORY_SYNONYMS: Readonly<Record<string, CategorySynonyms>> = {
  ...FOOD_AND_STAY_SYNONYMS,
  ...HOME_AND_TECH_SYNONYMS,
  ...LEISURE_SYNONYMS,
  ...SERVICES_SYNONYMS,
}

const NO_SYNONYMS: CategorySynonyms = { en: [], el: [], ru: [] }

/** The synonyms of a category slug; none for a category the table does not know (an admin's new one). */
export function synonymsOf(slug: string): CategorySynonyms {
  return Object.hasOwn(CATEGORY_SYNONYMS, slug) ? (CATEGORY_SYNONYMS[slug] ?? NO_SYNONYMS) : NO_SYNONYMS
}
