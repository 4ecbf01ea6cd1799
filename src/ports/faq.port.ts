import type { FaqQuestion } from '@domain/faq/faq-entry'
import type { Locale } from '@domain/i18n/localized-text'

/** The information pages' FAQ as admins keep it. */
export interface FaqPort {
  /**
   * Resolves with the published questions, visitors' first, each in the language (else en, el, ru). Rejects with
   * `ApiError` 'faq.unavailable' or `NetworkError`.
   */
  questions(locale: Locale): Promise<FaqQuestion[]>
}
