import type { components } from '../../openapi/schema.gen'
import { ARTICLE_PAGE_SIZE, RELATED_ARTICLES_COUNT } from '@domain/paging/page-sizes'
import type { AppDeps } from '../deps'
import { toArticleCategory } from '../mappers/article-category.mapper'
import { toArticle, toArticleSummary } from '../mappers/article.mapper'
import { toBusinessSummary } from '../mappers/business.mapper'
import * as blog from '../services/content/blog'
import type { OperationHandlers } from '../operation'

type Schemas = components['schemas']
type Published = Awaited<ReturnType<typeof blog.publishedArticle>>

/** The `articles` tag: the blog's published articles, their businesses and related articles, its categories. */
export function createArticleHandlers({ db }: AppDeps): OperationHandlers {
  return {
    async listArticles({ query }) {
      const limit = query.limit ?? ARTICLE_PAGE_SIZE
      const offset = query.offset ?? 0
      const { index, rows, total } = await blog.articlePage(db, { category: query.category, limit, offset })
      return {
        success: true,
        data: rows.map((a) => toArticleSummary(index, a)),
        total,
        pagination: { limit, offset, hasMore: offset + rows.length < total },
      }
    },
    getArticleById: async ({ path }) => articleAnswer(await blog.publishedArticle(db, { id: path.id })),
    getArticleBySlug: async ({ path }) => articleAnswer(await blog.publishedArticle(db, { slug: path.slug })),

    async listArticleBusinesses({ path }) {
      const { index, rows } = await blog.articleBusinesses(db, path.id)
      return { success: true, data: rows.map((b) => toBusinessSummary(index, b)) }
    },
    async listRelatedArticles({ path, query }) {
      const { index, rows } = await blog.relatedArticles(db, path.id, query.limit ?? RELATED_ARTICLES_COUNT)
      return { success: true, data: rows.map((a) => toArticleSummary(index, a)) }
    },

    async getArticleContent({ path }) {
      const content = await blog.articleContent(db, path.id, path.lang)
      return { success: true, data: { ...content, requestedLanguage: path.lang } }
    },

    async listArticleCategories({ query }) {
      const { index, counts } = await blog.articleCategories(db, query.withCounts ?? false)
      const toNode = (c: Parameters<typeof toArticleCategory>[1]): Schemas['ArticleCategory'] => ({
        ...toArticleCategory(index, c),
        ...(counts ? { articleCount: counts.get(c.id) ?? 0 } : {}),
      })
      const tree = (parentId: number | null): Schemas['ArticleCategory'][] =>
        index.childrenOfId(parentId).map((c) => ({ ...toNode(c), children: tree(c.id) }))
      return { success: true, data: query.hierarchical ? tree(null) : index.flat().map(toNode) }
    },
  }
}

function articleAnswer({ index, article }: Published) {
  return { success: true as const, article: toArticle(index, article) }
}
