import type { components } from '../../openapi/schema.gen'
import { rankRelatedArticles } from '@domain/article/related-articles'
import { ARTICLE_PAGE_SIZE, RELATED_ARTICLES_COUNT } from '@domain/paging/page-sizes'
import { DEFAULT_LOCALE, LOCALES, localeOfTag, pickLocale } from '@domain/i18n/localized-text'
import type { CategoryIndex } from '@domain/category/category-tree'
import { listPublicBusinessesByIds } from '../db/repositories/article-businesses.repository'
import * as articles from '../db/repositories/articles.repository'
import { loadArticleCategoryIndex, loadCategoryIndex } from '../services/content/category-index'
import type { AppDeps } from '../deps'
import { toArticleCategory } from '../mappers/article-category.mapper'
import { toBusinessSummary } from '../mappers/business.mapper'
import { notFound } from '../http-error'
import type { OperationHandlers } from '../operation'

type Schemas = components['schemas']
type Index = CategoryIndex<articles.ArticleCategoryRecord>
const ARTICLE_NOT_FOUND = 'Failed to fetch article: no article has this id or slug.'

export function createArticleHandlers({ db }: AppDeps): OperationHandlers {
  const detail = async (record: articles.ArticleRecord | null) => {
    if (!record) throw notFound(ARTICLE_NOT_FOUND, 'ARTICLE_NOT_FOUND')
    const index = await loadArticleCategoryIndex(db)
    const { content, ...summary } = record
    return {
      success: true as const,
      article: {
        ...toArticleSummary(index, summary),
        updatedAt: summary.updatedAt.toISOString(),
        languages: LOCALES.filter((l) => Boolean(content[l])),
      },
    }
  }

  return {
    async listArticles({ query }) {
      const limit = query.limit ?? ARTICLE_PAGE_SIZE
      const offset = query.offset ?? 0
      const index = await loadArticleCategoryIndex(db)
      let categoryIds: number[] | null = null
      if (query.category) {
        const category = index.findBySlug(query.category)
        if (!category) throw notFound(`There is no blog category "${query.category}".`, 'CATEGORY_NOT_FOUND')
        categoryIds = index.subtreeIds(category.id)
      }
      const { rows, total } = await articles.listArticles(db, { categoryIds, limit, offset })
      return {
        success: true,
        data: rows.map((a) => toArticleSummary(index, a)),
        total,
        pagination: { limit, offset, hasMore: offset + rows.length < total },
      }
    },
    getArticleById: async ({ path }) => detail(await articles.findArticleById(db, path.id)),
    getArticleBySlug: async ({ path }) => detail(await articles.findArticleBySlug(db, path.slug)),

    async listArticleBusinesses({ path }) {
      const record = await articles.findArticleById(db, path.id)
      if (!record) throw notFound(ARTICLE_NOT_FOUND, 'ARTICLE_NOT_FOUND')
      const [rows, index] = await Promise.all([
        listPublicBusinessesByIds(db, record.relatedBusinessIds),
        loadCategoryIndex(db),
      ])
      return { success: true, data: rows.map((b) => toBusinessSummary(index, b)) }
    },
    async listRelatedArticles({ path, query }) {
      const [record, all, index] = await Promise.all([
        articles.findArticleById(db, path.id),
        articles.listAllArticleSummaries(db),
        loadArticleCategoryIndex(db),
      ])
      if (!record) throw notFound(ARTICLE_NOT_FOUND, 'ARTICLE_NOT_FOUND')
      const top = (categoryId: number) => index.ancestorsOf(categoryId)[0]?.id ?? categoryId
      const candidate = (a: articles.ArticleSummaryRecord) => ({ ...a, topCategoryId: top(a.categoryId) })
      const related = rankRelatedArticles(
        candidate(record),
        all.map(candidate),
        query.limit ?? RELATED_ARTICLES_COUNT,
      )
      return { success: true, data: related.map((a) => toArticleSummary(index, a)) }
    },

    // Spec §7: content in the requested language, falling back to English (then Greek, Russian), also for a
    // language the portal lacks.
    async getArticleContent({ path }) {
      const record = await articles.findArticleById(db, path.id)
      if (!record) throw notFound(ARTICLE_NOT_FOUND, 'ARTICLE_NOT_FOUND')
      const requested = localeOfTag(path.lang)
      const language = pickLocale(record.content, requested ?? DEFAULT_LOCALE)
      if (!language) throw notFound('This article has no content yet.', 'ARTICLE_CONTENT_NOT_FOUND')
      return {
        success: true,
        data: {
          content: record.content[language] ?? '',
          language,
          requestedLanguage: path.lang,
          isFallback: language !== requested,
        },
      }
    },

    async listArticleCategories({ query }) {
      const index = await loadArticleCategoryIndex(db)
      const direct = query.withCounts ? await articles.countArticlesPerCategory(db) : undefined
      const counts = direct && subtreeCounts(index, direct)
      const toNode = (c: articles.ArticleCategoryRecord): Schemas['ArticleCategory'] => ({
        ...toArticleCategory(index, c),
        ...(counts ? { articleCount: counts.get(c.id) ?? 0 } : {}),
      })
      const tree = (parentId: number | null): Schemas['ArticleCategory'][] =>
        index.childrenOfId(parentId).map((c) => ({ ...toNode(c), children: tree(c.id) }))
      return { success: true, data: query.hierarchical ? tree(null) : index.flat().map(toNode) }
    },
  }
}

function toArticleSummary(index: Index, a: articles.ArticleSummaryRecord): Schemas['ArticleSummary'] {
  const category = index.get(a.categoryId)
  return {
    id: a.id,
    slug: a.slug,
    category: {
      id: a.categoryId,
      slug: category?.slug ?? 'uncategorised',
      name: category?.name ?? {},
      path: index.pathOf(a.categoryId),
    },
    title: a.title,
    excerpt: a.excerpt,
    image: a.image,
    author: a.author,
    readMinutes: a.readMinutes,
    publishedAt: a.publishedAt.toISOString(),
  }
}

// Each article sits in one category; a parent's count is the sum over its subtree.
function subtreeCounts(index: Index, direct: Map<number, number>): Map<number, number> {
  const totals = new Map<number, number>()
  for (const c of index.flat())
    totals.set(
      c.id,
      index.subtreeIds(c.id).reduce((sum, id) => sum + (direct.get(id) ?? 0), 0),
    )
  return totals
}
