import { LOCALES } from '@domain/i18n/localized-text'
import { alternatesOf, withLang } from '@domain/seo/page-urls'

// The sitemaps protocol (sitemaps.org) with Google's hreflang extension: every language version of a page
// is a <url> of its own and names all versions, itself included, and x-default (the URL without ?lang=).

export const SITEMAP_CONTENT_TYPE = 'application/xml; charset=utf-8'

export type SitemapPage = { url: string; lastModified?: Date | null }

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char)
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n'

/** The sitemap index: one <sitemap> per per-type sitemap. */
export function sitemapIndexXml(sitemaps: readonly SitemapPage[]): string {
  const entries = sitemaps.map(
    (sitemap) =>
      `  <sitemap>\n    <loc>${escapeXml(sitemap.url)}</loc>\n${lastmod(sitemap.lastModified)}  </sitemap>\n`,
  )
  return `${XML_DECLARATION}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</sitemapindex>\n`
}

/** A url set, written piece by piece so a large one is never one string in memory. */
export function* urlSetXml(pages: Iterable<SitemapPage>): Generator<string> {
  yield `${XML_DECLARATION}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`
  for (const page of pages) yield urlEntries(page)
  yield '</urlset>\n'
}

/** The page in each language (?lang=), each listing every alternate. */
function urlEntries(page: SitemapPage): string {
  const links = alternatesOf(page.url)
    .map(
      (alt) => `    <xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeXml(alt.href)}"/>\n`,
    )
    .join('')
  return LOCALES.map(
    (locale) =>
      `  <url>\n    <loc>${escapeXml(withLang(page.url, locale))}</loc>\n${lastmod(page.lastModified)}${links}  </url>\n`,
  ).join('')
}

function lastmod(date: Date | null | undefined): string {
  return date ? `    <lastmod>${date.toISOString()}</lastmod>\n` : ''
}
