import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { BusinessesPort } from '@/ports'
import type { Locale } from '@domain/i18n/localized-text'
import { QUERY_GC_MS, QUERY_STALE_MS } from './cache-policy'

export const suggestionKeys = {
  all: ['search-suggestions'] as const,
  of: (lang: Locale, q: string) => [...suggestionKeys.all, lang, q] as const,
}

/**
 * The suggestions for `q` (null: too short to ask). Query hands its AbortSignal to the port: when the next key
 * press moves the field to another key, the outdated request loses its last observer and is cancelled, and its
 * answer can never be shown for the new text. The previous list stays up while the next one loads, so the popup
 * does not flicker shut between key presses.
 */
export function searchSuggestionsQuery(businesses: BusinessesPort, lang: Locale, q: string | null) {
  return queryOptions({
    queryKey: suggestionKeys.of(lang, q ?? ''),
    queryFn: ({ signal }) => businesses.suggest(q ?? '', lang, signal),
    enabled: q !== null,
    placeholderData: keepPreviousData,
    staleTime: QUERY_STALE_MS,
    gcTime: QUERY_GC_MS,
  })
}
