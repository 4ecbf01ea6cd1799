import type { BusinessQuery } from './business-query'

/** What choosing a suggestion opens: a business page, or the listing of a category or a town. */
export type SearchSuggestionKind = 'business' | 'category' | 'city'

/** One suggestion as the visitor types (the contract's SearchSuggestion). */
export type SearchSuggestion = {
  kind: SearchSuggestionKind
  /** In the reader's language. */
  label: string
  /** The business's, category's or town's slug. */
  slug: string
  /** A category narrowed to a town ("Taverns in Limassol"); null otherwise. */
  citySlug: string | null
  /** A business's category and town, or how many businesses a category or town has; null when none. */
  detail: string | null
}

/** Issue 29: suggestions start from the second letter; one letter matches too much to help. */
export const SUGGEST_MIN_CHARS = 2
/**
 * The pause after the last key press before suggestions are asked for (the spec is silent; docs/browse.md).
 * Under 200 ms feels immediate; a steady typist (about 5 keys a second) still sends one request per pause.
 */
export const SUGGEST_DEBOUNCE_MS = 180
/** The most suggestions the API answers (the contract's maxItems). */
export const MAX_SUGGESTIONS = 8

/** The text as it is asked for, and whether it is long enough to ask at all. */
export function suggestibleText(text: string): string | null {
  const trimmed = text.trim()
  return trimmed.length >= SUGGEST_MIN_CHARS ? trimmed : null
}

/** Where a suggestion leads: a business page by its slug, or the listing narrowed without search text. */
export type SuggestionTarget = { kind: 'business'; slug: string } | { kind: 'listing'; query: BusinessQuery }

export function suggestionTarget(suggestion: SearchSuggestion): SuggestionTarget {
  switch (suggestion.kind) {
    case 'business':
      return { kind: 'business', slug: suggestion.slug }
    case 'category':
      return {
        kind: 'listing',
        query: suggestion.citySlug
          ? { category: suggestion.slug, city: suggestion.citySlug }
          : { category: suggestion.slug },
      }
    case 'city':
      return { kind: 'listing', query: { city: suggestion.slug } }
  }
}
