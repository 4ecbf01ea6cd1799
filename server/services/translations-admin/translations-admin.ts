import { MESSAGE_TABLES } from '@content/messages'
import { LOCALES, type Locale } from '@domain/i18n/localized-text'
import { missingPlaceholder } from '@domain/i18n/placeholders'
import {
  isUntranslated,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
  type TranslationEntry,
  type TranslationReport,
} from '@domain/i18n/translation-entry'
import type { Db } from '../../db/db'
import {
  deleteTranslationOverrides,
  listTranslationOverrides,
  saveTranslationOverrides,
} from '../../db/repositories/translation-overrides.repository'
import { loadTranslations } from '../../db/repositories/translations.repository'
import { ServiceError } from '../service-error'

export const TRANSLATIONS_PAGE_SIZE = 50

export type TranslationQuery = { q?: string; missing?: TranslatedLocale; page: number }
export type TranslationPage = { entries: TranslationEntry[]; total: number; report: TranslationReport }

/**
 * The back office's view of the interface texts. The keys are the built-in catalogs' (the catalogs are the
 * source of truth for which keys exist); the texts are what /api/translations/all serves. About a thousand
 * keys: the page is cut in memory after one read of the table, which an admin list can afford.
 */
export async function listTranslationEntries(db: Db, query: TranslationQuery): Promise<TranslationPage> {
  const all = await servedEntries(db)
  const needle = query.q?.trim().toLocaleLowerCase() ?? ''
  const matching = all.filter(
    (entry) =>
      (!query.missing || isUntranslated(entry.texts, query.missing)) &&
      (needle === '' ||
        [entry.key, ...LOCALES.map((l) => entry.texts[l])].some((text) =>
          text.toLocaleLowerCase().includes(needle),
        )),
  )
  const offset = (query.page - 1) * TRANSLATIONS_PAGE_SIZE
  return {
    entries: matching.slice(offset, offset + TRANSLATIONS_PAGE_SIZE),
    total: matching.length,
    report: reportOf(all),
  }
}

/** One key as served; 404 TRANSLATION_KEY_NOT_FOUND when the catalogs do not have it. */
export async function findTranslationEntry(db: Db, key: string): Promise<TranslationEntry> {
  requireCatalogKey(key)
  const entry = (await servedEntries(db)).find((e) => e.key === key)
  if (!entry) throw keyNotFound(key)
  return entry
}

/** Stores an admin's texts for a key once each keeps the English text's placeholders. */
export async function overrideTranslation(
  db: Db,
  key: string,
  texts: Partial<Record<Locale, string>>,
  by: { userId: number; at: Date },
): Promise<TranslationEntry> {
  const english = requireCatalogKey(key)
  for (const [language, text] of Object.entries(texts)) {
    const missing = missingPlaceholder(english, text)
    if (missing)
      throw new ServiceError(
        'PLACEHOLDER_MISSING',
        `The ${language} text must keep the placeholder {{${missing}}}.`,
      )
  }
  await saveTranslationOverrides(db, key, texts, by)
  return findTranslationEntry(db, key)
}

/** Drops a key's override (in one language, or all), so the catalog's text is served again. */
export async function dropTranslationOverride(
  db: Db,
  key: string,
  language?: Locale,
): Promise<TranslationEntry> {
  requireCatalogKey(key)
  await deleteTranslationOverrides(db, key, language)
  return findTranslationEntry(db, key)
}

async function servedEntries(db: Db): Promise<TranslationEntry[]> {
  const [served, overrides] = await Promise.all([loadTranslations(db), listTranslationOverrides(db)])
  const overridden = new Set(overrides.map((o) => `${o.language} ${o.key}`))
  return Object.keys(MESSAGE_TABLES.en)
    .sort()
    .map((key) => ({
      key,
      // A database not yet seeded from the catalogs still shows the catalogs' texts.
      texts: perLocale((l) => served[l][key] ?? MESSAGE_TABLES[l][key] ?? ''),
      overrides: perLocale((l) => overridden.has(`${l} ${key}`)),
    }))
}

function reportOf(entries: readonly TranslationEntry[]): TranslationReport {
  const gaps = (locale: TranslatedLocale) => ({
    missing: entries.filter((e) => e.texts[locale].trim() === '').length,
    identical: entries.filter((e) => e.texts[locale].trim() !== '' && isUntranslated(e.texts, locale)).length,
  })
  const [el, ru] = TRANSLATED_LOCALES.map(gaps)
  return {
    keys: entries.length,
    el: el ?? { missing: 0, identical: 0 },
    ru: ru ?? { missing: 0, identical: 0 },
  }
}

function perLocale<T>(value: (locale: Locale) => T): Record<Locale, T> {
  return { en: value('en'), el: value('el'), ru: value('ru') }
}

/** The key's English catalog text (the reference for placeholders); 404 when the catalogs lack the key. */
function requireCatalogKey(key: string): string {
  const english = Object.hasOwn(MESSAGE_TABLES.en, key) ? MESSAGE_TABLES.en[key] : undefined
  if (english === undefined) throw keyNotFound(key)
  return english
}

function keyNotFound(key: string): ServiceError {
  return new ServiceError('TRANSLATION_KEY_NOT_FOUND', `The interface has no text with the key ${key}.`)
}
