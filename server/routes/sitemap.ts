import { Readable } from 'node:stream'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { articlePath, blogCategoryPath, businessPath, categoryPath } from '@domain/seo/page-paths'
import { canonicalUrl } from '@domain/seo/page-urls'
import {
  countBusinessesForSitemap,
  latestArticleDate,
  listArticleCategoriesForSitemap,
  listArticlesForSitemap,
  listBusinessesForSitemap,
  listCategoriesForSitemap,
  type SitemapCategoryRow,
} from '../db/repositories/sitemap.repository'
import type { AppDeps } from '../deps'
import { sitemapIndexXml, SITEMAP_CONTENT_TYPE, urlSetXml, type SitemapPage } from '../seo/sitemap-xml'

/** Business pages per sitemap file: three <url> each (en, el, ru), within the protocol's 50,000. */
export const BUSINESSES_PER_SITEMAP = 10_000

/** Crawlers may reuse a sitemap for an hour; the directory does not change faster than that matters. */
const CACHE = 'public, max-age=3600'

/** Public pages that are not data: the home page, the lists and the portal's own pages. */
export const STATIC_PAGE_PATHS = [
  '/',
  '/businesses',
  '/businesses/map',
  '/categories',
  '/blog',
  '/blog-categories',
  '/about',
  '/contact',
  '/career',
  '/advertise',
  '/faq-guides',
  '/terms-and-conditions',
  '/interactive-sitemap',
  '/the-ai-powered-marketer-business-adviser',
] as const

/** /sitemap.xml (an index) and the per-type sitemaps it names under /sitemaps/. */
export async function registerSitemapRoutes(app: FastifyInstance, { db, publicUrl }: AppDeps): Promise<void> {
  const url = (path: string) => canonicalUrl(publicUrl, path)

  app.get('/sitemap.xml', async (_, reply) => {
    const [businessCount, newestArticle] = await Promise.all([
      countBusinessesForSitemap(db),
      latestArticleDate(db),
    ])
    const businessFiles = Math.max(1, Math.ceil(businessCount / BUSINESSES_PER_SITEMAP))
    const sitemaps: SitemapPage[] = [
      { url: url('/sitemaps/pages.xml') },
      { url: url('/sitemaps/categories.xml') },
      ...Array.from({ length: businessFiles }, (_, index) => ({
        url: url(`/sitemaps/businesses-${index + 1}.xml`),
      })),
      { url: url('/sitemaps/articles.xml'), lastModified: newestArticle },
      { url: url('/sitemaps/blog-categories.xml'), lastModified: newestArticle },
    ]
    return xml(reply, sitemapIndexXml(sitemaps))
  })

  app.get('/sitemaps/pages.xml', async (_, reply) =>
    xml(reply, urlSetXml(STATIC_PAGE_PATHS.map((path) => ({ url: url(path) })))),
  )

  app.get('/sitemaps/categories.xml', async (_, reply) => {
    const rows = await listCategoriesForSitemap(db)
    return xml(reply, urlSetXml(pathsOf(rows).map((path) => ({ url: url(categoryPath({ path })) }))))
  })

  app.get('/sitemaps/blog-categories.xml', async (_, reply) => {
    const rows = await listArticleCategoriesForSitemap(db)
    return xml(reply, urlSetXml(pathsOf(rows).map((path) => ({ url: url(blogCategoryPath({ path })) }))))
  })

  app.get('/sitemaps/articles.xml', async (_, reply) => {
    const rows = await listArticlesForSitemap(db)
    const pages = rows.map((row) => ({
      url: url(articlePath({ slug: row.slug, category: { slug: row.categorySlug } })),
      lastModified: row.lastModified,
    }))
    return xml(reply, urlSetXml(pages))
  })

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const page = /^businesses-([1-9][0-9]{0,5})\.xml$/.exec(request.params.file)?.[1]
    if (!page) return reply.callNotFound()
    const rows = await listBusinessesForSitemap(db, {
      limit: BUSINESSES_PER_SITEMAP,
      offset: (Number(page) - 1) * BUSINESSES_PER_SITEMAP,
    })
    if (rows.length === 0 && page !== '1') return reply.callNotFound()
    return xml(
      reply,
      urlSetXml(rows.map((row) => ({ url: url(businessPath(row)), lastModified: row.lastModified }))),
    )
  })
}

function xml(reply: FastifyReply, body: string | Iterable<string>) {
  reply.type(SITEMAP_CONTENT_TYPE).header('cache-control', CACHE)
  return reply.send(typeof body === 'string' ? body : Readable.from(body))
}

/** Each category's path (slugs from the top level down), parents before children. */
function pathsOf(rows: readonly SitemapCategoryRow[]): string[] {
  const byId = new Map(rows.map((row) => [row.id, row]))
  const pathOf = (row: SitemapCategoryRow, seen = new Set<number>()): string => {
    const parent = row.parentId === null ? undefined : byId.get(row.parentId)
    if (!parent || seen.has(parent.id)) return row.slug
    seen.add(row.id)
    return `${pathOf(parent, seen)}/${row.slug}`
  }
  return rows.map((row) => pathOf(row)).sort()
}
