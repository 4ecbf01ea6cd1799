import { asc, count, eq, sql } from 'drizzle-orm'
import { PUBLISHED } from '@domain/article/article-status'
import type { Db } from '../db'
import { articleCategories, articles, businesses, categories, reviews } from '../schema'
import { isPublicBusiness } from './businesses.repository'
import { isPublishedReview } from './reviews.repository'

// Only what the sitemaps print: ids, slugs, parents and dates; one page of businesses at a time.

export type SitemapBusiness = { slug: string; lastModified: Date }
export type SitemapArticle = { slug: string; categorySlug: string; lastModified: Date }
export type SitemapCategoryRow = { id: number; slug: string; parentId: number | null }

export async function countBusinessesForSitemap(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(businesses).where(isPublicBusiness)
  return row?.n ?? 0
}

/**
 * One page of public businesses in id order. A business page changes when its listing is edited or it is
 * reviewed, so its last modification is the later of the two (the reviews index on business and date answers it).
 */
export async function listBusinessesForSitemap(
  db: Db,
  page: { limit: number; offset: number },
): Promise<SitemapBusiness[]> {
  const lastReview = sql<
    Date | string | null
  >`(select max(${reviews.createdAt}) from ${reviews} where ${reviews.businessId} = ${businesses.id} and ${isPublishedReview})`
  const rows = await db
    .select({ slug: businesses.slug, updatedAt: businesses.updatedAt, lastReview })
    .from(businesses)
    .where(isPublicBusiness)
    .orderBy(asc(businesses.id))
    .limit(page.limit)
    .offset(page.offset)
  return rows.map((row) => ({ slug: row.slug, lastModified: latest(row.updatedAt, row.lastReview) }))
}

export async function listArticlesForSitemap(db: Db): Promise<SitemapArticle[]> {
  const rows = await db
    .select({ slug: articles.slug, categorySlug: articleCategories.slug, publishedAt: articles.publishedAt })
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(eq(articles.status, PUBLISHED))
    .orderBy(asc(articles.id))
  return rows.map((row) => ({
    slug: row.slug,
    categorySlug: row.categorySlug,
    lastModified: row.publishedAt,
  }))
}

export async function listCategoriesForSitemap(db: Db): Promise<SitemapCategoryRow[]> {
  return db
    .select({ id: categories.id, slug: categories.slug, parentId: categories.parentId })
    .from(categories)
    .orderBy(asc(categories.id))
}

export async function listArticleCategoriesForSitemap(db: Db): Promise<SitemapCategoryRow[]> {
  return db
    .select({ id: articleCategories.id, slug: articleCategories.slug, parentId: articleCategories.parentId })
    .from(articleCategories)
    .orderBy(asc(articleCategories.id))
}

/** The newest publication date of the blog: the last change of its list pages. */
export async function latestArticleDate(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | string | null>`max(${articles.publishedAt})` })
    .from(articles)
    .where(eq(articles.status, PUBLISHED))
  return row?.at ? new Date(row.at) : null
}

// A raw subquery's timestamp comes back as a string from PGlite and node-postgres alike.
function latest(created: Date, other: Date | string | null): Date {
  if (!other) return created
  const reviewed = new Date(other)
  return reviewed > created ? reviewed : created
}
