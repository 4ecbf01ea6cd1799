import type { ArticlesPort } from '@/ports'
import type { Article, ArticleCategory, ArticleSummary } from '@domain/article/article'
import type { ApiClient, Schemas } from './api-client'
import { toPage, toSummary as toBusinessSummary } from './api-businesses.adapter'
import { apiFailure, isNotFound } from './api-failure'
import { toCategoryNode } from './category-node'

export function createApiArticles(api: ApiClient): ArticlesPort {
  return {
    async list({ category, limit, offset }) {
      const { data, error, response } = await api.GET('/api/articles', {
        params: { query: { limit, offset, ...(category ? { category } : {}) } },
      })
      if (!data) throw apiFailure('articles.unavailable', response, error)
      return toPage(data.data.map(toSummary), data.total, data.pagination)
    },

    async findById(id) {
      const { data, error, response } = await api.GET('/api/articles/{id}', { params: { path: { id } } })
      // An id the contract cannot accept (400) cannot name a record either.
      if (isNotFound(response) || response.status === 400) return null
      if (!data) throw apiFailure('article.unavailable', response, error)
      return toArticle(data.article)
    },

    async findBySlug(slug) {
      const { data, error, response } = await api.GET('/api/articles/slug/{slug}', {
        params: { path: { slug } },
      })
      if (isNotFound(response) || response.status === 400) return null
      if (!data) throw apiFailure('article.unavailable', response, error)
      return toArticle(data.article)
    },

    async categories() {
      const { data, error, response } = await api.GET('/api/articles/categories', {
        params: { query: { withCounts: true, hierarchical: true } },
      })
      if (!data) throw apiFailure('articles.unavailable', response, error)
      return data.data.map(toCategory)
    },

    async content(articleId, locale) {
      const { data, error, response } = await api.GET('/api/articles/{id}/content/{lang}', {
        params: { path: { id: articleId, lang: locale } },
      })
      if (isNotFound(response)) return null
      if (!data) throw apiFailure('article.unavailable', response, error)
      return { ...data.data }
    },

    async related(articleId, limit) {
      const { data, error, response } = await api.GET('/api/articles/{id}/related', {
        params: { path: { id: articleId }, query: { limit } },
      })
      if (!data) throw apiFailure('articles.unavailable', response, error)
      return data.data.map(toSummary)
    },

    async businesses(articleId) {
      const { data, error, response } = await api.GET('/api/articles/{id}/businesses', {
        params: { path: { id: articleId } },
      })
      if (!data) throw apiFailure('articles.unavailable', response, error)
      return data.data.map(toBusinessSummary)
    },
  }
}

function toSummary(a: Schemas['ArticleSummary']): ArticleSummary {
  return {
    id: a.id,
    slug: a.slug,
    title: a.title,
    excerpt: a.excerpt,
    category: { id: a.category.id, slug: a.category.slug, name: a.category.name, path: a.category.path },
    author: a.author,
    image: a.image,
    readMinutes: a.readMinutes,
    publishedAt: a.publishedAt,
  }
}

function toArticle(a: Schemas['Article']): Article {
  return { ...toSummary(a), updatedAt: a.updatedAt, languages: [...a.languages] }
}

function toCategory(c: Schemas['ArticleCategory']): ArticleCategory {
  return {
    ...toCategoryNode(c),
    ...(c.articleCount === undefined ? {} : { articleCount: c.articleCount }),
    ...(c.children ? { children: c.children.map(toCategory) } : {}),
  }
}
