import type { MessageTable } from '@domain/i18n/message-table'
import type { TranslationsPort } from '@/ports'

/**
 * Spec §8: a table that failed to load reads in English. The server's table is already complete (it fills in
 * English for the keys a language lacks), so English is loaded only when the server cannot be reached: the
 * browser bundles no catalog, and a language switch downloads just the new language's table.
 */
export function withEnglishFallback(
  translations: TranslationsPort,
  loadEnglish: () => Promise<MessageTable>,
): TranslationsPort {
  return {
    table: (locale) => translations.table(locale).catch(() => loadEnglish()),
  }
}
