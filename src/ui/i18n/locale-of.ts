import type { i18n as I18n } from 'i18next'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@domain/i18n/localized-text'

/** The language of an i18next instance as a Locale (outside React, e.g. in loaders and head()). */
export function localeOf(i18n: I18n): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE
}
