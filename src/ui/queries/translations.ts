import { queryOptions, type QueryKey } from '@tanstack/react-query'
import { isLocale, type Locale } from '@domain/i18n/localized-text'
import { TRANSLATION_CACHE_MS } from '@/ui/queries/translation-cache'
import type { TranslationsPort } from '@/ports'
import { QUERY_GC_MS } from './cache-policy'

const TRANSLATIONS = 'translations'

/** The server's UI texts for one language (spec §9: cached for five minutes). */
export function translationsQuery(translations: TranslationsPort, locale: Locale) {
  return queryOptions({
    queryKey: [TRANSLATIONS, locale] as const,
    queryFn: () => translations.table(locale),
    staleTime: TRANSLATION_CACHE_MS,
    gcTime: QUERY_GC_MS,
  })
}

/** The language of a translations query, or null for any other query. */
export function translationsQueryLocale(queryKey: QueryKey): Locale | null {
  const [kind, locale] = queryKey
  return kind === TRANSLATIONS && isLocale(locale) ? locale : null
}
