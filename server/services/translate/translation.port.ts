import type { Locale } from '@domain/i18n/localized-text'

export type TranslationRequest = {
  text: string
  target: Locale
  /** Null lets the service detect the language. */
  source: Locale | null
}

/** A machine translation service. */
export type TranslationPort = {
  /** A short name for logs, e.g. 'libretranslate'. */
  readonly name: string
  /**
   * Resolves with the translated text.
   * Rejects with a `TranslationError` when the service cannot be reached or answers nonsense.
   */
  translate(request: TranslationRequest): Promise<string>
}

export class TranslationError extends Error {
  readonly code = 'TRANSLATION_UNAVAILABLE'
}
