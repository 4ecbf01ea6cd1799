import type { MessageTable } from '@domain/i18n/message-table'
import type { TranslationsPort } from '@/ports'

/**
 * Spec §8: a key the server's table lacks, or a table that failed to load, reads in English. The fallback is
 * merged into the table itself, so the table the server renders with is the whole table the browser hydrates
 * with: a first visit downloads no catalog of its own, and English is fetched only when a language is switched.
 */
export function withEnglishFallback(
  translations: TranslationsPort,
  loadEnglish: () => Promise<MessageTable>,
): TranslationsPort {
  return {
    async table(locale) {
      const [english, table] = await Promise.all([
        loadEnglish(),
        translations.table(locale).catch((): MessageTable => ({})),
      ])
      return { ...english, ...table }
    },
  }
}
