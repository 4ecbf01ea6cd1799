import { DEFAULT_LOCALE, isLocale, type Locale } from './localized-text'

/** The cookie the browser mirrors its stored language choice into, so the server renders the same language. */
export const LANGUAGE_COOKIE = 'lang'
/** One year: the choice is a preference, not a session. */
export const LANGUAGE_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 365

export type LocaleSources = {
  /** The `lang` query parameter of the requested URL. */
  queryLang?: string | null
  /** The raw `Cookie` request header. */
  cookieHeader?: string | null
  /** The raw `Accept-Language` request header. */
  acceptLanguage?: string | null
}

/** Server-side language: `?lang=`, then the `lang` cookie, then Accept-Language, then English. */
export function resolveLocale({ queryLang, cookieHeader, acceptLanguage }: LocaleSources): Locale {
  const fromQuery = normalizeLocale(queryLang)
  if (fromQuery) return fromQuery
  const fromCookie = normalizeLocale(readCookie(cookieHeader, LANGUAGE_COOKIE))
  if (fromCookie) return fromCookie
  return bestAcceptedLocale(acceptLanguage) ?? DEFAULT_LOCALE
}

/** 'el', 'EL', 'el-GR' and 'el_CY' all mean Greek; anything outside en/el/ru is null. */
export function normalizeLocale(value: string | null | undefined): Locale | null {
  if (!value) return null
  const primary = value.trim().toLowerCase().split(/[-_]/)[0]
  return isLocale(primary) ? primary : null
}

export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null
  for (const part of header.split(';')) {
    const separator = part.indexOf('=')
    if (separator < 0) continue
    if (part.slice(0, separator).trim() !== name) continue
    const raw = part.slice(separator + 1).trim()
    try {
      return decodeURIComponent(raw)
    } catch {
      return raw
    }
  }
  return null
}

/** RFC 9110 language ranges ordered by quality; the first one we support wins. */
export function bestAcceptedLocale(header: string | null | undefined): Locale | null {
  if (!header) return null
  const ranges = header
    .split(',')
    .map((entry, position) => {
      const [tag = '', ...params] = entry.trim().split(';')
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const quality = qParam ? Number(qParam.slice(2)) : 1
      return { tag, quality: Number.isFinite(quality) ? quality : 0, position }
    })
    .filter((range) => range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.position - b.position)
  for (const range of ranges) {
    const locale = normalizeLocale(range.tag)
    if (locale) return locale
  }
  return null
}

/** The `Set-Cookie`/`document.cookie` value that mirrors a stored choice. */
export function languageCookie(locale: Locale): string {
  return `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`
}
