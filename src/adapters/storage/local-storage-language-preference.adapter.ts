import { isLocale } from '@domain/i18n/localized-text'
import { languageCookie } from '@domain/i18n/resolve-locale'
import type { LanguagePreferencePort } from '@/ports'

export const LANGUAGE_STORAGE_KEY = 'cyprus-portal.language'

/** Where the cookie is written; `document` in the browser, a stand-in in tests. */
export type CookieJar = { cookie: string }

/**
 * The choice lives in localStorage (spec §3 "stored locally") and is mirrored into the `lang` cookie so the
 * server renders the next page in it. Storage can be unavailable (private mode, quotas): then it is a no-op.
 */
export function createLocalStorageLanguagePreference(
  // A getter: merely reading `window.localStorage` throws when storage is blocked.
  storage: () => Storage,
  cookies: CookieJar,
): LanguagePreferencePort {
  return {
    load() {
      try {
        const stored = storage().getItem(LANGUAGE_STORAGE_KEY)
        // Spec §4: only en, el and ru are restored.
        return isLocale(stored) ? stored : null
      } catch {
        return null
      }
    },
    save(locale) {
      try {
        storage().setItem(LANGUAGE_STORAGE_KEY, locale)
      } catch {
        // The cookie below still carries the choice for this browser.
      }
      cookies.cookie = languageCookie(locale)
    },
  }
}
