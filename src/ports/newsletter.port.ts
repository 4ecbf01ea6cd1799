import type { Locale } from '@domain/i18n/localized-text'
import type { NewsletterStatus, SubscribeOutcome } from '@domain/newsletter/newsletter'

export interface NewsletterPort {
  /**
   * Asks for the newsletter at an address in a language: the server mails it a link to confirm (double opt-in) and
   * answers alike whether or not the address is on the list. Resolves 'subscribed' for that (the request is
   * taken), 'already-subscribed' only for an HTTP 409 from a server before double opt-in.
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
  /**
   * Confirms a sign-up with the token from the mailed link; no sign-in needed.
   * Rejects with `ApiError` ('newsletter.confirmFailed', server code INVALID_CONFIRM_TOKEN for a link that is not
   * valid any more) or `NetworkError`.
   */
  confirm(confirmToken: string): Promise<void>
}
