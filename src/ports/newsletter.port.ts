import type { Locale } from '@domain/i18n/localized-text'
import type { NewsletterStatus, SubscribeOutcome } from '@domain/newsletter/newsletter'

export interface NewsletterPort {
  /**
   * Subscribes an address to the newsletter in a language. Resolves 'already-subscribed' for HTTP 409.
   * Rejects with `ApiError` ('newsletter.failed', also for an address the server refuses) or `NetworkError`.
   */
  subscribe(email: string, locale: Locale): Promise<SubscribeOutcome>
  /**
   * Whether the signed-in user is subscribed.
   * Rejects with `ApiError` ('newsletter.status') or `NetworkError`.
   */
  status(): Promise<NewsletterStatus>
  /**
   * Unsubscribes the signed-in user's own address (spec §7 unsubscribe-user).
   * Rejects with `ApiError` ('newsletter.unsubscribeFailed') or `NetworkError`.
   */
  unsubscribe(email: string): Promise<void>
  /**
   * Unsubscribes with the signed token from the newsletter mail; no sign-in needed.
   * Rejects with `ApiError` ('newsletter.unsubscribeFailed', server code INVALID_UNSUBSCRIBE_TOKEN) or `NetworkError`.
   */
  unsubscribeWithToken(unsubscribeToken: string): Promise<void>
}
