import type { Locale } from '@/domain/i18n/localized-text'

/** Spec §4: an address the server already knows counts as subscribed too. */
export type SubscribeOutcome = 'subscribed' | 'already-subscribed'

export interface NewsletterPort {
  /**
   * Subscribes an address to the newsletter in a language. Resolves 'already-subscribed' for HTTP 409.
   * Rejects with `ApiError` ('newsletter.failed', also for an address the server refuses) or `NetworkError`.
   */
  subscribe(email: string, locale: Locale): Promise<SubscribeOutcome>
}
