import type { MessageKey } from '@content/messages/en'
import { isLocale, type Locale } from '@domain/i18n/localized-text'
import { breadcrumbListJsonLd, type Crumb, type JsonLd } from '@domain/seo/json-ld'
import {
  absoluteUrl,
  alternatesOf,
  canonicalUrl,
  isPrivatePath,
  OG_LOCALES,
  truncateDescription,
  withLang,
} from '@domain/seo/page-urls'
import { localeOf } from './i18n/locale-of'
import type { RouterContext } from './router-context'

/** What a route's `head()` receives as `match` that the page's head needs. */
export type HeadMatch = { pathname: string; search: unknown; context: RouterContext }

/** A link between Home and the page itself, by path. */
export type TrailStep = { name: string; path: string }

export type SeoOptions = {
  /** From the data where there is data; truncated to what search engines show. */
  description?: string
  /** A path or URL of the page's picture (og:image); a social card (socialCardPath) declares its size too. */
  image?: string | null
  /** The one URL of a page that several URLs show (business and article pages); the page's own path otherwise. */
  canonicalPath?: string
  ogType?: 'website' | 'article' | 'business.business'
  /** Steps of the breadcrumb between Home and the page (e.g. Businesses › Category). */
  trail?: readonly TrailStep[]
  /** The page's own schema.org data (LocalBusiness, ItemList, Article …). */
  jsonLd?: readonly JsonLd[]
}

const SOCIAL_CARD_PREFIX = '/media/og/'

/**
 * The page's link-preview picture: a 1200×630 PNG the server draws (social networks show no SVG), with the
 * title in the page's language.
 */
export function socialCardPath(kind: 'businesses' | 'articles', slug: string, locale: Locale): string {
  return `${SOCIAL_CARD_PREFIX}${kind}/${slug}.png${locale === 'en' ? '' : `?lang=${locale}`}`
}

/** A route's `head()`: its translated title followed by the portal's name. */
export function pageHead(match: HeadMatch, titleKey: MessageKey, options: SeoOptions = {}) {
  const { i18n } = match.context
  // A page's lead paragraph ('about.intro' next to 'about.title') describes it best.
  const introKey = titleKey.replace(/\.title$/, '.intro')
  const intro = introKey !== titleKey && i18n.exists(introKey) ? i18n.t(introKey) : undefined
  return titledHead(match, i18n.t(titleKey), { ...(intro ? { description: intro } : {}), ...options })
}

/**
 * For titles that come from data, such as a business name: title, description, canonical URL, hreflang
 * alternates, Open Graph tags and JSON-LD, so search engines and link previews read every language. Private pages get only their title and noindex.
 */
export function titledHead(match: HeadMatch, title: string, options: SeoOptions = {}) {
  const { i18n, publicOrigin } = match.context
  const siteName = i18n.t('app.name')
  const fullTitle = `${title} | ${siteName}`
  // Every page has a description: its own, or the portal's tagline.
  const description = truncateDescription(options.description || i18n.t('app.tagline'))
  const meta: Array<Record<string, unknown>> = [{ title: fullTitle }]
  meta.push({ name: 'description', content: description })
  if (isPrivatePath(match.pathname)) {
    meta.push({ name: 'robots', content: 'noindex' })
    return { meta }
  }
  const locale = localeOf(i18n)
  const path = options.canonicalPath ?? match.pathname
  const base = canonicalUrl(publicOrigin, path, options.canonicalPath ? undefined : pageOf(match.search))
  // Each language version is its own canonical (?lang=xx); the URL without lang is the x-default.
  const requested = langOf(match.search)
  const canonical = requested ? withLang(base, requested) : base
  meta.push(
    { property: 'og:site_name', content: siteName },
    { property: 'og:type', content: options.ogType ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:url', content: canonical },
    // Only og:locale: the router keeps one meta per property, and og:locale:alternate needs one per language.
    { property: 'og:locale', content: OG_LOCALES[locale] },
  )
  meta.push({ property: 'og:description', content: description })
  if (options.image) meta.push({ property: 'og:image', content: absoluteUrl(publicOrigin, options.image) })
  if (options.image?.startsWith(SOCIAL_CARD_PREFIX))
    meta.push(
      { property: 'og:image:type', content: 'image/png' },
      { property: 'og:image:width', content: '1200' },
      { property: 'og:image:height', content: '630' },
      { name: 'twitter:card', content: 'summary_large_image' },
    )
  const crumbs: Crumb[] = [
    { name: i18n.t('nav.home'), url: canonicalUrl(publicOrigin, '/') },
    ...(options.trail ?? []).map((step) => ({ name: step.name, url: canonicalUrl(publicOrigin, step.path) })),
    { name: title, url: canonical },
  ]
  const jsonLd = [...(options.jsonLd ?? []), ...(path === '/' ? [] : [breadcrumbListJsonLd(crumbs)])]
  meta.push(...jsonLd.map((data) => ({ 'script:ld+json': data })))
  const links = [
    { rel: 'canonical', href: canonical },
    ...alternatesOf(base).map(({ hreflang, href }) => ({ rel: 'alternate', hrefLang: hreflang, href })),
  ]
  return { meta, links }
}

/** The language that `?lang=` asked for, when it names one. */
function langOf(search: unknown): Locale | undefined {
  if (typeof search !== 'object' || search === null || !('lang' in search)) return undefined
  return isLocale(search.lang) ? search.lang : undefined
}

/** The list page number in a route's search, when it has one. */
function pageOf(search: unknown): number | undefined {
  if (typeof search !== 'object' || search === null || !('page' in search)) return undefined
  return typeof search.page === 'number' ? search.page : undefined
}
