import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { PUBLISHED } from '@domain/article/article-status'
import type { Db } from '../db'
import { articleCategories, articles } from '../schema'
import { rowsOf } from './categories.repository'

export type ArticleCategoryRecord = typeof articleCategories.$inferSelect
export type ArticleRecord = typeof articles.$inferSelect
export type ArticleSummaryRecord = Omit<ArticleRecord, 'content' | 'status' | 'relatedBusinessIds'>

const summaryColumns = {
  id: articles.id,
  slug: articles.slug,
  categoryId: articles.categoryId,
  title: articles.title,
  excerpt: articles.excerpt,
  image: articles.image,
  author: articles.author,
  readMinutes: articles.readMinutes,
  publishedAt: articles.publishedAt,
  updatedAt: articles.updatedAt,
}
const newestFirst = [desc(articles.publishedAt), desc(articles.id)]
// Every reading below is public: a draft is never listed, found, counted or related (the admin's editor reads
// drafts through content-editing.repository).
const isPublished = eq(articles.status, PUBLISHED)

/** The whole blog category table: tens of rows, which services turn into an index per request. */
export async function listArticleCategories(db: Db): Promise<ArticleCategoryRecord[]> {
  return db.select().from(articleCategories)
}

export async function listArticles(
  db: Db,
  query: { categoryIds: number[] | null; limit: number; offset: number },
): Promise<{ rows: ArticleSummaryRecord[]; total: number }> {
  const where = and(
    isPublished,
    query.categoryIds ? inArray(articles.categoryId, query.categoryIds) : undefined,
  )
  const [rows, [count]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(articles)
      .where(where)
      .orderBy(...newestFirst)
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(articles)
      .where(where),
  ])
  return { rows, total: Number(count?.n ?? 0) }
}

/** Every article's summary, newest first: the blog is small enough to rank related articles in memory. */
export async function listAllArticleSummaries(db: Db): Promise<ArticleSummaryRecord[]> {
  return db
    .select(summaryColumns)
    .from(articles)
    .where(isPublished)
    .orderBy(...newestFirst)
}

export async function findArticleById(db: Db, id: number): Promise<ArticleRecord | null> {
  return findArticleWhere(db, eq(articles.id, id))
}

export async function findArticleBySlug(db: Db, slug: string): Promise<ArticleRecord | null> {
  return findArticleWhere(db, eq(articles.slug, slug))
}

async function findArticleWhere(db: Db, where: SQL): Promise<ArticleRecord | null> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(isPublished, where))
    .orderBy(asc(articles.id))
    .limit(1)
  return row ?? null
}

/** Articles directly in each blog category (subtree totals are summed by the caller from the index). */
export async function countArticlesPerCategory(db: Db): Promise<Map<number, number>> {
  const rows = rowsOf(
    await db.execute(
      sql`select category_id as id, count(*)::int as n from articles where status = ${PUBLISHED} group by category_id`,
    ),
  )
  return new Map(rows.map((r) => [Number(r.id), Number(r.n)]))
}
