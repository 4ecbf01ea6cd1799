import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../support/test-app'

const ORIGIN = 'http://portal.test'
const LANGS = ['en', 'el', 'ru'] as const

/** The <loc> values of a sitemap or sitemap index. */
function locsOf(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => unescapeXml(m[1] ?? ''))
}

function unescapeXml(text: string): string {
  return text.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>')
}

/** The <url> entries with their loc and hreflang alternates. */
function urlsOf(xml: string): Array<{ loc: string; alternates: Record<string, string> }> {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => {
    const body = m[1] ?? ''
    const alternates: Record<string, string> = {}
    for (const link of body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g))
      alternates[link[1] ?? ''] = unescapeXml(link[2] ?? '')
    return { loc: unescapeXml(/<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? ''), alternates }
  })
}

describe('sitemaps', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('pglite')
  })
  afterAll(() => t.close())

  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url })
    return { status: response.statusCode, body: response.body, type: response.headers['content-type'] }
  }

  /** Every item of a paged API list. */
  const all = async <T>(path: string): Promise<T[]> => {
    const items: T[] = []
    for (let offset = 0; ; offset += 100) {
      const page = (await t.app.inject({ method: 'GET', url: `${path}?limit=100&offset=${offset}` })).json()
      items.push(...(page.data as T[]))
      if (!page.pagination.hasMore) return items
    }
  }

  it('indexes the per-type sitemaps as XML', async () => {
    const index = await get('/sitemap.xml')
    expect(index.status).toBe(200)
    expect(index.type).toBe('application/xml; charset=utf-8')
    expect(index.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /)
    expect(locsOf(index.body)).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/categories.xml`,
      `${ORIGIN}/sitemaps/businesses-1.xml`,
      `${ORIGIN}/sitemaps/articles.xml`,
      `${ORIGIN}/sitemaps/blog-categories.xml`,
    ])
    for (const loc of locsOf(index.body)) {
      const sitemap = await get(loc.slice(ORIGIN.length))
      expect(sitemap.status, loc).toBe(200)
      expect(sitemap.type).toBe('application/xml; charset=utf-8')
      expect(sitemap.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    }
  })

  it('lists every business in all three languages, each naming every alternate and x-default', async () => {
    const businesses = await all<{ slug: string }>('/api/businesses')
    const urls = urlsOf((await get('/sitemaps/businesses-1.xml')).body)
    expect(urls).toHaveLength(businesses.length * LANGS.length)
    const locs = new Set(urls.map((u) => u.loc))
    for (const { slug } of businesses)
      for (const lang of LANGS) expect(locs).toContain(`${ORIGIN}/${slug}?lang=${lang}`)
    const first = urls.find((u) => u.loc === `${ORIGIN}/${businesses[0]?.slug}?lang=el`)
    expect(first?.alternates).toEqual({
      en: `${ORIGIN}/${businesses[0]?.slug}?lang=en`,
      el: `${ORIGIN}/${businesses[0]?.slug}?lang=el`,
      ru: `${ORIGIN}/${businesses[0]?.slug}?lang=ru`,
      'x-default': `${ORIGIN}/${businesses[0]?.slug}`,
    })
    expect((await get('/sitemaps/businesses-1.xml')).body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/)
  })

  it('lists every article under its category in all three languages, with its publication date', async () => {
    const articles = await all<{ slug: string; category: { slug: string } }>('/api/articles')
    const xml = (await get('/sitemaps/articles.xml')).body
    const locs = new Set(locsOf(xml))
    expect(locs.size).toBe(articles.length * LANGS.length)
    for (const article of articles)
      for (const lang of LANGS)
        expect(locs).toContain(`${ORIGIN}/blog/${article.category.slug}/${article.slug}?lang=${lang}`)
    expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/)
  })

  it('lists the category pages by path and the public pages, but no account page', async () => {
    const tree = (await t.app.inject({ method: 'GET', url: '/api/businesses/categories' })).json()
    const paths = (tree.data as Array<{ path: string }>).map((c) => c.path)
    expect(paths.some((path) => path.includes('/'))).toBe(true)
    const categories = new Set(locsOf((await get('/sitemaps/categories.xml')).body))
    expect(categories.size).toBe(paths.length * LANGS.length)
    for (const path of paths) expect(categories).toContain(`${ORIGIN}/categories/${path}?lang=en`)
    const pages = locsOf((await get('/sitemaps/pages.xml')).body)
    expect(pages).toContain(`${ORIGIN}/?lang=ru`)
    expect(pages).toContain(`${ORIGIN}/businesses?lang=en`)
    expect(pages.some((loc) => /\/(login|admin|profile|register)/.test(loc))).toBe(false)
    expect(locsOf((await get('/sitemaps/blog-categories.xml')).body).length).toBeGreaterThan(0)
  })

  it('answers 404 for a page of businesses beyond the last one', async () => {
    expect((await get('/sitemaps/businesses-99.xml')).status).toBe(404)
    expect((await get('/sitemaps/other.xml')).status).toBe(404)
  })

  it('names the sitemap index in robots.txt', async () => {
    expect((await get('/robots.txt')).body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
  })
})
