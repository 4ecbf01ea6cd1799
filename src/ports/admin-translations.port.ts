import type { Locale } from '@domain/i18n/localized-text'
import type { TranslationEntry, TranslationFilter, TranslationPage } from '@domain/i18n/translation-entry'

/** The admin's editing of the interface texts (the server serves an edit at once). */
export interface AdminTranslationsPort {
  /**
   * One page of keys in alphabetical order, with the report of gaps in el and ru. Rejects with `ApiError`
   * 'admin.unavailable' (403 for a non-admin, 401 when the session ended) or `NetworkError`.
   */
  list(filter: TranslationFilter): Promise<TranslationPage>
  /**
   * Overrides a key's texts; resolves with the key as now served. Rejects with `ApiError` 'admin.unavailable'
   * (serverCode PLACEHOLDER_MISSING when a text dropped a `{{placeholder}}`, TRANSLATION_KEY_NOT_FOUND for a key
   * the catalogs lack) or `NetworkError`.
   */
  save(key: string, texts: Partial<Record<Locale, string>>): Promise<TranslationEntry>
  /** Drops a key's override in one language, back to the built-in text. Rejects like `save`. */
  reset(key: string, locale: Locale): Promise<TranslationEntry>
}
