import { Readable } from 'node:stream'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { AppDeps } from '../deps'
import { sitemapIndexXml, SITEMAP_CONTENT_TYPE, urlSetXml } from '../seo/sitemap-xml'
import { createSitemaps } from '../services/seo/sitemaps'

/** Crawlers may reuse a sitemap for an hour; the directory does not change faster than that matters. */
const CACHE = 'public, max-age=3600'
const BUSINESS_FILE = /^businesses-([1-9][0-9]{0,5})\.xml$/

/** /sitemap.xml (an index) and the per-type sitemaps it names under /sitemaps/. */
export async function registerSitemapRoutes(app: FastifyInstance, { db, publicUrl }: AppDeps): Promise<void> {
  const sitemaps = createSitemaps(db, publicUrl)

  app.get('/sitemap.xml', async (_, reply) => xml(reply, sitemapIndexXml(await sitemaps.index())))
  app.get('/sitemaps/pages.xml', async (_, reply) => xml(reply, urlSetXml(sitemaps.staticPages())))
  app.get('/sitemaps/categories.xml', async (_, reply) => xml(reply, urlSetXml(await sitemaps.categories())))
  app.get('/sitemaps/blog-categories.xml', async (_, reply) =>
    xml(reply, urlSetXml(await sitemaps.blogCategories())),
  )
  app.get('/sitemaps/articles.xml', async (_, reply) => xml(reply, urlSetXml(await sitemaps.articles())))

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const file = BUSINESS_FILE.exec(request.params.file)?.[1]
    const pages = file ? await sitemaps.businesses(Number(file)) : null
    return pages ? xml(reply, urlSetXml(pages)) : reply.callNotFound()
  })
}

function xml(reply: FastifyReply, body: string | Iterable<string>) {
  reply.type(SITEMAP_CONTENT_TYPE).header('cache-control', CACHE)
  return reply.send(typeof body === 'string' ? body : Readable.from(body))
}
