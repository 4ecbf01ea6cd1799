import { rankRelatedArticles } from '@domain/article/related-articles'
import type { CategoryIndex } from '@domain/category/category-tree'
import { DEFAULT_LOCALE, localeOfTag, pickLocale, type Locale } from '@domain/i18n/localized-text'
import type { Db } from '../../db/db'
import { listPublicBusinessesByIds } from '../../db/repositories/article-businesses.repository'
import * as articles from '../../db/repositories/articles.repository'
import type { BusinessSummaryRecord } from '../../db/repositories/businesses.repository'
import type { CategoryRecord } from '../../db/repositories/categories.repository'
import { ServiceError } from '../service-error'
import { loadArticleCategoryIndex, loadCategoryIndex } from './category-index'

/** The blog's records with the tree their categories are read from (the contract shows a category's path). */
type BlogIndex = CategoryIndex<articles.ArticleCategoryRecord>
type InBlog<T> = { index: BlogIndex } & T

// The blog as visitors read it: published articles only (the admin's drafts are server/services/content/articles).

/** A page of the published articles, newest first; of a category and its subcategories when a slug is given. */
export async function articlePage(
  db: Db,
  query: { category: string | undefined; limit: number; offset: number },
): Promise<InBlog<{ rows: articles.ArticleSummaryRecord[]; total: number }>> {
  const index = await loadArticleCategoryIndex(db)
  let categoryIds: number[] | null = null
  if (query.category) {
    const category = index.findBySlug(query.category)
    if (!category)
      throw new ServiceError('CATEGORY_NOT_FOUND', `There is no blog category "${query.category}".`)
    categoryIds = index.subtreeIds(category.id)
  }
  const { rows, total } = await articles.listArticles(db, {
    categoryIds,
    limit: query.limit,
    offset: query.offset,
  })
  return { index, rows, total }
}

/** A published article by its id or its slug. */
export async function publishedArticle(
  db: Db,
  key: { id: number } | { slug: string },
): Promise<InBlog<{ article: articles.ArticleRecord }>> {
  const [article, index] = await Promise.all([
    'id' in key ? articles.findArticleById(db, key.id) : articles.findArticleBySlug(db, key.slug),
    loadArticleCategoryIndex(db),
  ])
  return { index, article: found(article) }
}

/** The listed businesses an article names, in the article's order, with the directory's tree to show them. */
export async function articleBusinesses(
  db: Db,
  id: number,
): Promise<{ index: CategoryIndex<CategoryRecord>; rows: BusinessSummaryRecord[] }> {
  const article = found(await articles.findArticleById(db, id))
  const [rows, index] = await Promise.all([
    listPublicBusinessesByIds(db, article.relatedBusinessIds),
    loadCategoryIndex(db),
  ])
  return { index, rows }
}

/** The articles to read next (rankRelatedArticles: the same category, then the same top category, …). */
export async function relatedArticles(
  db: Db,
  id: number,
  limit: number,
): Promise<InBlog<{ rows: articles.ArticleSummaryRecord[] }>> {
  const [record, all, index] = await Promise.all([
    articles.findArticleById(db, id),
    articles.listAllArticleSummaries(db),
    loadArticleCategoryIndex(db),
  ])
  const article = found(record)
  const top = (categoryId: number) => index.ancestorsOf(categoryId)[0]?.id ?? categoryId
  const candidate = (a: articles.ArticleSummaryRecord) => ({ ...a, topCategoryId: top(a.categoryId) })
  return { index, rows: rankRelatedArticles(candidate(article), all.map(candidate), limit) }
}

/**
 * Spec §7: an article's body in the language of the tag, falling back to English (then Greek, Russian), also for
 * a language the portal lacks; `isFallback` when it is not the one asked for.
 */
export async function articleContent(
  db: Db,
  id: number,
  tag: string,
): Promise<{ content: string; language: Locale; isFallback: boolean }> {
  const article = found(await articles.findArticleById(db, id))
  const requested = localeOfTag(tag)
  const language = pickLocale(article.content, requested ?? DEFAULT_LOCALE)
  if (!language) throw new ServiceError('ARTICLE_CONTENT_NOT_FOUND', 'This article has no content yet.')
  return { content: article.content[language] ?? '', language, isFallback: language !== requested }
}

/** The blog's categories, with the number of articles in each one's subtree when asked. */
export async function articleCategories(
  db: Db,
  withCounts: boolean,
): Promise<InBlog<{ counts: Map<number, number> | undefined }>> {
  const [index, direct] = await Promise.all([
    loadArticleCategoryIndex(db),
    withCounts ? articles.countArticlesPerCategory(db) : undefined,
  ])
  return { index, counts: direct && subtreeCounts(index, direct) }
}

function found(article: articles.ArticleRecord | null): articles.ArticleRecord {
  if (!article)
    throw new ServiceError('ARTICLE_NOT_FOUND', 'Failed to fetch article: no article has this id or slug.')
  return article
}

// Each article sits in one category; a parent's count is the sum over its subtree.
function subtreeCounts(index: BlogIndex, direct: Map<number, number>): Map<number, number> {
  const totals = new Map<number, number>()
  for (const c of index.flat())
    totals.set(
      c.id,
      index.subtreeIds(c.id).reduce((sum, id) => sum + (direct.get(id) ?? 0), 0),
    )
  return totals
}
