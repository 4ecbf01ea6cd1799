import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '@domain/i18n/localized-text'
import type { NewsletterPort } from '@/ports'

/** The cache keys of the signed-in user's subscription; `all` is what a signal from another tab invalidates. */
export const newsletterKeys = {
  all: ['newsletter-status'] as const,
  status: (userId: string, locale: Locale) => [...newsletterKeys.all, userId, locale] as const,
}

/**
 * Spec §4: the signed-in user's subscription. The user and the language are part of the key, so a change of
 * either asks again; a signal from another tab invalidates it.
 */
export function newsletterStatusQuery(newsletter: NewsletterPort, userId: string, locale: Locale) {
  return queryOptions({
    queryKey: newsletterKeys.status(userId, locale),
    queryFn: () => newsletter.status(),
    // Always asked again when the key changes or a signal arrives; never kept past the signed-in view.
    staleTime: 0,
  })
}
