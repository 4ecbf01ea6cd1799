import { describe, expect, it } from 'vitest'
import { escapeXml, sitemapIndexXml, urlSetXml } from '../../server/seo/sitemap-xml'

describe('sitemap XML', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f')
  })

  it('lists a page once per language, each with every alternate and x-default', () => {
    const xml = [
      ...urlSetXml([
        { url: 'https://cyprus.example/blog?page=2', lastModified: new Date('2026-01-02T03:04:05Z') },
      ]),
    ].join('')
    expect(xml.match(/<url>/g)).toHaveLength(3)
    expect(xml).toContain('<loc>https://cyprus.example/blog?page=2&amp;lang=el</loc>')
    expect(xml).toContain('<lastmod>2026-01-02T03:04:05.000Z</lastmod>')
    expect(xml.match(/hreflang="x-default" href="https:\/\/cyprus.example\/blog\?page=2"/g)).toHaveLength(3)
    expect(xml).toMatch(/<\/urlset>\n$/)
  })

  it('leaves lastmod out where it is not known', () => {
    const index = sitemapIndexXml([{ url: 'https://cyprus.example/sitemaps/pages.xml' }])
    expect(index).toContain('<loc>https://cyprus.example/sitemaps/pages.xml</loc>')
    expect(index).not.toContain('<lastmod>')
  })
})
