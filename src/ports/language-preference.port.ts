import type { Locale } from '@domain/i18n/localized-text'

/** Where the visitor's language choice is kept between visits (spec §4). */
export interface LanguagePreferencePort {
  /** The stored choice; null when there is none or it is not en, el or ru. Never throws. */
  load(): Locale | null
  /** Stores the choice and mirrors it where the server can read it (the `lang` cookie). Never throws. */
  save(locale: Locale): void
}
