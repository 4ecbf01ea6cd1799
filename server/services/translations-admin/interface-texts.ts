import { MESSAGE_TABLES } from '@content/messages'
import type { Locale } from '@domain/i18n/localized-text'
import type { Db } from '../../db/db'
import { loadTranslations, type TranslationTables } from '../../db/repositories/translations.repository'

/** The stored interface texts of every language (the catalogs with the admins' changes). */
export function storedInterfaceTexts(db: Db): Promise<TranslationTables> {
  return loadTranslations(db)
}

/**
 * One language's texts complete, as a page renders them. Spec §8: a key the language lacks reads in English.
 * Under the stored English (with the admins' changes) lie the texts the portal ships with, so a key added by a
 * deploy reads before the catalog is synced.
 */
export async function interfaceTexts(db: Db, language: Locale): Promise<Record<string, string>> {
  const stored = await loadTranslations(db)
  return { ...MESSAGE_TABLES.en, ...stored.en, ...stored[language] }
}
