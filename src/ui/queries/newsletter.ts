import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '@domain/i18n/localized-text'
import type { NewsletterPort } from '@/ports'

export const NEWSLETTER_STATUS = 'newsletter-status'

/**
 * Spec §4: the signed-in user's subscription. The user and the language are part of the key, so a change of
 * either asks again; a signal from another tab invalidates it.
 */
export function newsletterStatusQuery(
  newsletter: NewsletterPort,
  session: { userId: string; token: string },
  locale: Locale,
) {
  return queryOptions({
    queryKey: [NEWSLETTER_STATUS, session.userId, locale] as const,
    queryFn: () => newsletter.status(session.token),
    // Always asked again when the key changes or a signal arrives; never kept past the signed-in view.
    staleTime: 0,
  })
}
