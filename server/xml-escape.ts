const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/**
 * Text placed inside markup or an attribute value, the five XML special characters escaped; the apostrophe as
 * `&#39;`, which HTML reads too (an SVG inlined in a page, a chat reply the client decodes). The sitemaps are XML
 * only and keep their own `&apos;` (server/seo/sitemap-xml.ts).
 */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char)
}
