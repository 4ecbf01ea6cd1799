import type { Locale } from './localized-text'

/** The languages translated from English, whose gaps the back office reports. */
export const TRANSLATED_LOCALES = ['el', 'ru'] as const
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number]

/** One interface key: the text served in each language, and whether an admin's override replaces the catalog's. */
export type TranslationEntry = {
  readonly key: string
  readonly texts: Readonly<Record<Locale, string>>
  readonly overrides: Readonly<Record<Locale, boolean>>
}

/** Per translated language, how many keys have no text, and how many read exactly as in English. */
export type TranslationReport = {
  readonly keys: number
} & Readonly<Record<TranslatedLocale, { readonly missing: number; readonly identical: number }>>

/** Whether a key still needs translating into a language: no text there, or the English text unchanged. */
export function isUntranslated(texts: Readonly<Record<Locale, string>>, locale: TranslatedLocale): boolean {
  const text = texts[locale].trim()
  return text === '' || text === texts.en.trim()
}

export function isTranslatedLocale(value: unknown): value is TranslatedLocale {
  return value === 'el' || value === 'ru'
}

/** What the back office asks for: a search over keys and texts, the gaps of one language, and the page. */
export type TranslationFilter = { q?: string; missing?: TranslatedLocale; page: number }

/** One page of keys, with the report over every key. */
export type TranslationPage = {
  items: TranslationEntry[]
  total: number
  page: number
  pageSize: number
  report: TranslationReport
}
