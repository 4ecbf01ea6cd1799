import { useTranslation } from 'react-i18next'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@domain/i18n/localized-text'

/** The current UI language; components re-render when it changes. */
export function useLocale(): Locale {
  const { i18n } = useTranslation()
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE
}
