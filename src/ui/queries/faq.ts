import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '@domain/i18n/localized-text'
import type { FaqPort } from '@/ports'
import { QUERY_GC_MS, QUERY_STALE_MS } from './cache-policy'

export const faqKeys = {
  all: ['faq'] as const,
  questions: (locale: Locale) => [...faqKeys.all, locale] as const,
}

/** The FAQ page's questions in one language, as admins keep them. */
export function faqQuery(faq: FaqPort, locale: Locale) {
  return queryOptions({
    queryKey: faqKeys.questions(locale),
    queryFn: () => faq.questions(locale),
    staleTime: QUERY_STALE_MS,
    gcTime: QUERY_GC_MS,
  })
}
