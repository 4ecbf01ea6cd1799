export const LOCALES = ['en', 'el', 'ru'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

export type LocalizedText = Partial<Record<Locale, string>>

// Spec §3: requested language, then en, el, ru.
const FALLBACK_ORDER: readonly Locale[] = ['en', 'el', 'ru']

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** Spec §3: a multilingual field is an object keyed en/el/ru or a JSON string of one. */
export function toLocalizedText(value: unknown): LocalizedText {
  if (typeof value === 'string') {
    try {
      return toLocalizedText(JSON.parse(value))
    } catch {
      return { en: value }
    }
  }
  if (value === null || typeof value !== 'object') return {}
  const text: LocalizedText = {}
  for (const locale of LOCALES) {
    const entry = (value as Record<string, unknown>)[locale]
    if (typeof entry === 'string') text[locale] = entry
  }
  return text
}

export function pickText(value: LocalizedText | string | null | undefined, locale: Locale): string {
  const text = toLocalizedText(value)
  for (const l of [locale, ...FALLBACK_ORDER]) {
    const entry = text[l]
    if (entry) return entry
  }
  return ''
}

/** The language a text was actually served in, for `lang` attributes on fallback content. */
export function pickLocale(value: LocalizedText | string | null | undefined, locale: Locale): Locale | null {
  const text = toLocalizedText(value)
  for (const l of [locale, ...FALLBACK_ORDER]) if (text[l]) return l
  return null
}

/**
 * The portal language a requested language tag names, by its primary subtag (`el-GR` is Greek), or null for a
 * language the portal lacks (`de`, `pt-BR`): those fall back in the usual order, en then el then ru.
 */
export function localeOfTag(tag: string): Locale | null {
  const primary = tag.split('-')[0]?.toLowerCase()
  return isLocale(primary) ? primary : null
}
