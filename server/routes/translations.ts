import { MESSAGE_TABLES } from '@content/messages'
import type { Locale } from '@domain/i18n/localized-text'
import { loadTranslations, type TranslationTables } from '../db/repositories/translations.repository'
import type { AppDeps } from '../deps'
import type { OperationHandlers } from '../operation'

/**
 * GET /api/translations/all: the stored interface texts of every language.
 * GET /api/translations/ui/{language}: one language's texts complete, as a page renders them.
 */
export function createTranslationHandlers({ db }: AppDeps): OperationHandlers {
  return {
    getAllTranslations: async () => ({ success: true, data: await loadTranslations(db) }),
    getInterfaceTexts: async ({ path }) => ({
      success: true,
      data: interfaceTexts(await loadTranslations(db), path.language),
      language: path.language,
    }),
  }
}

/**
 * Spec §8: a key the language lacks reads in English. Under the stored English (with the admins' changes) lie
 * the texts the portal ships with, so a key added by a deploy reads before the catalog is synced.
 */
function interfaceTexts(stored: TranslationTables, language: Locale): Record<string, string> {
  return { ...MESSAGE_TABLES.en, ...stored.en, ...stored[language] }
}
