import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { ArticleStatus } from '@domain/article/article-status'
import { CategoryIndex } from '@domain/category/category-tree'
import type { Db } from '../db'
import { businessIdsInCategories, refreshSearchDocuments } from './search-documents.repository'
import { articleCategories, articles, businessCategories, categories, faqEntries } from '../schema'
import type { ArticleCategoryRecord, ArticleRecord } from './articles.repository'
import type { CategoryRecord } from './categories.repository'
import { escapeLike } from './like-pattern'

// The admin's writes to the content tables: business and blog categories, articles (drafts included), the FAQ.

export type CategoryValues = Omit<CategoryRecord, 'id'>
export type ArticleCategoryValues = Omit<ArticleCategoryRecord, 'id'>
export type ArticleValues = Omit<ArticleRecord, 'id'>
export type FaqRecord = typeof faqEntries.$inferSelect
export type FaqValues = Omit<FaqRecord, 'id'>

type Ordered = typeof categories | typeof articleCategories | typeof faqEntries

/** Gives each row its place in `ids`, in one transaction so readers never see half an order. */
async function writeOrder(db: Db, table: Ordered, ids: readonly number[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [position, id] of ids.entries())
      await tx.update(table).set({ sortOrder: position }).where(eq(table.id, id))
  })
}

export const writeCategoryOrder = (db: Db, ids: readonly number[]) => writeOrder(db, categories, ids)
export const writeFaqOrder = (db: Db, ids: readonly number[]) => writeOrder(db, faqEntries, ids)

export async function insertCategory(db: Db, values: CategoryValues): Promise<CategoryRecord> {
  const [row] = await db.insert(categories).values(values).returning()
  if (!row) throw new Error('The category insert returned no row.')
  return row
}

/** A category's names are in the search documents of the businesses below it: they are rewritten with it. */
export async function updateCategory(
  db: Db,
  id: number,
  values: CategoryValues,
): Promise<CategoryRecord | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(categories).set(values).where(eq(categories.id, id)).returning()
    if (!row) return null
    const subtree = new CategoryIndex(await tx.select().from(categories)).subtreeIds(id)
    await refreshSearchDocuments(tx, await businessIdsInCategories(tx, subtree))
    return row
  })
}

export async function deleteCategory(db: Db, id: number): Promise<void> {
  await db.delete(categories).where(eq(categories.id, id))
}

/** Businesses of any status filed under the category itself (a child's businesses count for the child). */
export async function countBusinessesInCategory(db: Db, id: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(businessCategories)
    .where(eq(businessCategories.categoryId, id))
  return Number(row?.n ?? 0)
}

export async function insertArticleCategory(
  db: Db,
  values: ArticleCategoryValues,
): Promise<ArticleCategoryRecord> {
  const [row] = await db.insert(articleCategories).values(values).returning()
  if (!row) throw new Error('The blog category insert returned no row.')
  return row
}

export async function updateArticleCategory(
  db: Db,
  id: number,
  values: ArticleCategoryValues,
): Promise<ArticleCategoryRecord | null> {
  const [row] = await db.update(articleCategories).set(values).where(eq(articleCategories.id, id)).returning()
  return row ?? null
}

export async function deleteArticleCategory(db: Db, id: number): Promise<void> {
  await db.delete(articleCategories).where(eq(articleCategories.id, id))
}

/** Articles, drafts included, filed under the blog category itself. */
export async function countArticlesInCategory(db: Db, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(articles).where(eq(articles.categoryId, id))
  return Number(row?.n ?? 0)
}

export type AdminArticleQuery = { q?: string; status?: ArticleStatus; limit: number; offset: number }

/** Newest first, drafts included; `q` matches the slug or a title in any language. */
export async function listArticlesForAdmin(
  db: Db,
  query: AdminArticleQuery,
): Promise<{ rows: ArticleRecord[]; total: number }> {
  const filters: SQL[] = []
  if (query.status) filters.push(eq(articles.status, query.status))
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`
    const title = or(ilike(articles.slug, pattern), sql`${articles.title}::text ilike ${pattern}`)
    if (title) filters.push(title)
  }
  const where = and(...filters)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(articles)
      .where(where)
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(articles).where(where),
  ])
  return { rows, total: Number(total?.n ?? 0) }
}

/** Any article, draft or published (the public lookups see published ones only). */
export async function findAnyArticle(db: Db, id: number): Promise<ArticleRecord | null> {
  const [row] = await db.select().from(articles).where(eq(articles.id, id)).limit(1)
  return row ?? null
}

export async function findArticleIdBySlug(db: Db, slug: string): Promise<number | null> {
  const [row] = await db.select({ id: articles.id }).from(articles).where(eq(articles.slug, slug)).limit(1)
  return row?.id ?? null
}

export async function insertArticle(db: Db, values: ArticleValues): Promise<ArticleRecord> {
  const [row] = await db.insert(articles).values(values).returning()
  if (!row) throw new Error('The article insert returned no row.')
  return row
}

export async function updateArticle(
  db: Db,
  id: number,
  values: ArticleValues,
): Promise<ArticleRecord | null> {
  const [row] = await db.update(articles).set(values).where(eq(articles.id, id)).returning()
  return row ?? null
}

export async function deleteArticle(db: Db, id: number): Promise<void> {
  await db.delete(articles).where(eq(articles.id, id))
}

/** Every FAQ entry, hidden ones too, by group then order. */
export async function listFaqEntries(db: Db): Promise<FaqRecord[]> {
  return db
    .select()
    .from(faqEntries)
    .orderBy(asc(faqEntries.groupId), asc(faqEntries.sortOrder), asc(faqEntries.id))
}

export async function findFaqEntry(
  db: Db,
  where: { id: number } | { key: string },
): Promise<FaqRecord | null> {
  const condition = 'id' in where ? eq(faqEntries.id, where.id) : eq(faqEntries.key, where.key)
  const [row] = await db.select().from(faqEntries).where(condition).limit(1)
  return row ?? null
}

/** The place after the last entry of the group. */
export async function nextFaqPosition(db: Db, groupId: FaqRecord['groupId']): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${faqEntries.sortOrder}) + 1, 0)::int` })
    .from(faqEntries)
    .where(eq(faqEntries.groupId, groupId))
  return Number(row?.n ?? 0)
}

export async function insertFaqEntry(db: Db, values: FaqValues): Promise<FaqRecord> {
  const [row] = await db.insert(faqEntries).values(values).returning()
  if (!row) throw new Error('The FAQ insert returned no row.')
  return row
}

export async function updateFaqEntry(db: Db, id: number, values: FaqValues): Promise<FaqRecord | null> {
  const [row] = await db.update(faqEntries).set(values).where(eq(faqEntries.id, id)).returning()
  return row ?? null
}

export async function deleteFaqEntry(db: Db, id: number): Promise<void> {
  await db.delete(faqEntries).where(eq(faqEntries.id, id))
}
