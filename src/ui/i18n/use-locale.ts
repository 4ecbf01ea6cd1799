import { DEFAULT_LOCALE, isLocale, type Locale } from '@domain/i18n/localized-text'
import { useI18n } from './use-i18n'

/** The current UI language; components re-render when it changes. */
export function useLocale(): Locale {
  const { language } = useI18n()
  return isLocale(language) ? language : DEFAULT_LOCALE
}
