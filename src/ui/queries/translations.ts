import { queryOptions, type QueryKey } from '@tanstack/react-query'
import { isLocale, type Locale } from '@domain/i18n/localized-text'
import { TRANSLATION_CACHE_MS } from '@/ui/queries/translation-cache'
import type { TranslationsPort } from '@/ports'
import { QUERY_GC_MS } from './cache-policy'

/** The cache key of the server's UI texts, one table per language. */
export const translationKeys = {
  all: ['translations'] as const,
  table: (locale: Locale) => [...translationKeys.all, locale] as const,
}

/** The server's UI texts for one language (spec §9: cached for five minutes). */
export function translationsQuery(translations: TranslationsPort, locale: Locale) {
  return queryOptions({
    queryKey: translationKeys.table(locale),
    queryFn: () => translations.table(locale),
    staleTime: TRANSLATION_CACHE_MS,
    gcTime: QUERY_GC_MS,
  })
}

/** The language of a translations query, or null for any other query. */
export function translationsQueryLocale(queryKey: QueryKey): Locale | null {
  const [kind, locale] = queryKey
  return kind === translationKeys.all[0] && isLocale(locale) ? locale : null
}
