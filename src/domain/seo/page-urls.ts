import { LOCALES, type Locale } from '@domain/i18n/localized-text'

/** Search engines show about this many characters of a description. */
export const DESCRIPTION_MAX_CHARS = 160

/** The hreflang value of the URL without `?lang=`, which negotiates the language (cookie, Accept-Language). */
export const X_DEFAULT = 'x-default'

export type Alternate = { hreflang: Locale | typeof X_DEFAULT; href: string }

// Account, sign-in and back-office pages: nothing there for a search engine.
const PRIVATE_PATHS = [
  '/login',
  '/register',
  '/verify-email',
  '/forgot-password',
  '/reset-password',
  '/profile',
  '/business-portal',
  '/admin',
  '/claim-business',
  '/add-business',
  '/unsubscribe',
  '/confirm-subscription',
  // A visitor's own lists, and one shared by its link (issue 32: noindex).
  '/saved',
  '/lists',
] as const

/** True for pages that search engines must not index (`/profile` and everything under it, …). */
export function isPrivatePath(pathname: string): boolean {
  return PRIVATE_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`))
}

/** The origin without a trailing slash, so paths can be appended. */
export function normalizeOrigin(origin: string): string {
  return origin.replace(/\/+$/, '')
}

/**
 * The canonical URL of a page: the origin, the path, and only the query parameters that change the content
 * for everyone (the page number); the language is never part of it (the alternates carry it).
 */
export function canonicalUrl(origin: string, pathname: string, page?: number): string {
  const query = page && page > 1 ? `?page=${page}` : ''
  // Index routes match with a trailing slash (/businesses/); the page's one URL has none.
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : '/'
  return `${normalizeOrigin(origin)}${path}${query}`
}

/** `?lang=` (or `&lang=`) appended to a canonical URL. */
export function withLang(url: string, locale: Locale): string {
  return `${url}${url.includes('?') ? '&' : '?'}lang=${locale}`
}

/** Reciprocal hreflang alternates: one per language, and x-default for the URL without `lang`. */
export function alternatesOf(canonical: string): Alternate[] {
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, href: withLang(canonical, locale) })),
    { hreflang: X_DEFAULT, href: canonical },
  ]
}

/** Open Graph locale names of the portal's languages. */
export const OG_LOCALES: Record<Locale, string> = { en: 'en_GB', el: 'el_GR', ru: 'ru_RU' }

/** A description for a meta tag: one line, at most `max` characters, cut at a word with an ellipsis. */
export function truncateDescription(text: string, max: number = DESCRIPTION_MAX_CHARS): string {
  const flat = text
    .replace(/[#*_`>]+/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  const atWord = cut.lastIndexOf(' ')
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:–-]+$/, '')}…`
}

/** An absolute URL for a path or URL found in the data (images are stored as `/media/…`). */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl)
    ? pathOrUrl
    : `${normalizeOrigin(origin)}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`
}
