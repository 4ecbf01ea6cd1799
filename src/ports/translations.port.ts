import type { Locale } from '@domain/i18n/localized-text'
import type { MessageTable } from '@domain/i18n/message-table'

/** The portal's UI texts, editable on the server. */
export interface TranslationsPort {
  /** Resolves with the server's table for one language; rejects with `ApiError` ('translations.unavailable') or `NetworkError`. */
  table(locale: Locale): Promise<MessageTable>
}
