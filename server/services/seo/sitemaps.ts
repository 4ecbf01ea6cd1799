import { articlePath, blogCategoryPath, businessPath, categoryPath } from '@domain/seo/page-paths'
import { canonicalUrl } from '@domain/seo/page-urls'
import type { Db } from '../../db/db'
import {
  countBusinessesForSitemap,
  latestArticleDate,
  listArticleCategoriesForSitemap,
  listArticlesForSitemap,
  listBusinessesForSitemap,
  listCategoriesForSitemap,
  type SitemapCategoryRow,
} from '../../db/repositories/sitemap.repository'
import type { SitemapPage } from '../../seo/sitemap-xml'

/** Business pages per sitemap file: three <url> each (en, el, ru), within the protocol's 50,000. */
export const BUSINESSES_PER_SITEMAP = 10_000

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

/**
 * What the sitemaps list (sitemaps.org): the index of the per-type sitemaps and the canonical pages of each, at
 * the portal's public address. The XML is written by seo/sitemap-xml.ts.
 */
export function createSitemaps(db: Db, publicUrl: string) {
  const url = (path: string) => canonicalUrl(publicUrl, path)

  return {
    /** The per-type sitemaps, with as many business files as the public businesses fill. */
    async index(): Promise<SitemapPage[]> {
      const [businessCount, newestArticle] = await Promise.all([
        countBusinessesForSitemap(db),
        latestArticleDate(db),
      ])
      const businessFiles = Math.max(1, Math.ceil(businessCount / BUSINESSES_PER_SITEMAP))
      return [
        { url: url('/sitemaps/pages.xml') },
        { url: url('/sitemaps/categories.xml') },
        ...Array.from({ length: businessFiles }, (_, index) => ({
          url: url(`/sitemaps/businesses-${index + 1}.xml`),
        })),
        { url: url('/sitemaps/articles.xml'), lastModified: newestArticle },
        { url: url('/sitemaps/blog-categories.xml'), lastModified: newestArticle },
      ]
    },

    staticPages: (): SitemapPage[] => STATIC_PAGE_PATHS.map((path) => ({ url: url(path) })),

    async categories(): Promise<SitemapPage[]> {
      const rows = await listCategoriesForSitemap(db)
      return pathsOf(rows).map((path) => ({ url: url(categoryPath({ path })) }))
    },

    async blogCategories(): Promise<SitemapPage[]> {
      const rows = await listArticleCategoriesForSitemap(db)
      return pathsOf(rows).map((path) => ({ url: url(blogCategoryPath({ path })) }))
    },

    async articles(): Promise<SitemapPage[]> {
      const rows = await listArticlesForSitemap(db)
      return rows.map((row) => ({
        url: url(articlePath({ slug: row.slug, category: { slug: row.categorySlug } })),
        lastModified: row.lastModified,
      }))
    },

    /**
     * The business pages of file `file` (from 1), or null when there is no such file. The first file is there
     * even for an empty directory, since the index always names it.
     */
    async businesses(file: number): Promise<SitemapPage[] | null> {
      const rows = await listBusinessesForSitemap(db, {
        limit: BUSINESSES_PER_SITEMAP,
        offset: (file - 1) * BUSINESSES_PER_SITEMAP,
      })
      if (rows.length === 0 && file !== 1) return null
      return rows.map((row) => ({ url: url(businessPath(row)), lastModified: row.lastModified }))
    },
  }
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
