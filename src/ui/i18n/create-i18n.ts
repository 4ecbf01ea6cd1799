import { createInstance, type i18n as I18n } from 'i18next'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@domain/i18n/localized-text'
import type { MessageTable } from '@domain/i18n/message-table'

/**
 * One i18next instance per router (per request on the server), so concurrent requests in different
 * languages never share state. The tables are added as they reach the query cache (see sync-translations);
 * the browser bundles none, because each table arrives complete with its English fallback. Tests that render
 * a component alone pass the tables they need.
 */
export function createAppI18n(locale: Locale, tables: Partial<Record<Locale, MessageTable>> = {}): I18n {
  const i18n = createInstance()
  void i18n.init({
    lng: locale,
    // Spec §8: a missing key, or a table that failed to load, falls back to English.
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    resources: Object.fromEntries(
      Object.entries(tables).map(([language, table]) => [language, { translation: table }]),
    ),
    // The tables are flat with dotted keys ('nav.listings'), not nested objects.
    keySeparator: false,
    nsSeparator: false,
    // Resources are in memory: initialise synchronously so the first server render is translated.
    initAsync: false,
    // React escapes text itself.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  })
  return i18n
}

/** Adds a server table over what is there; keys it lacks keep falling back to English. */
export function addMessageTable(i18n: I18n, locale: Locale, table: MessageTable): void {
  // The tables are flat (string values, dotted keys), so a shallow merge over what is there is the deep one, and
  // i18next need not copy the table first (it keeps the merged object, never the table): on a slow phone the copy
  // and the deep merge of 1,700 texts took about 30 ms of the first visit's main thread (docs/performance.md).
  i18n.addResourceBundle(locale, 'translation', table, false, true, { skipCopy: true })
}
