import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '@domain/i18n/localized-text'
import type { ArticlesPort } from '@/ports'
import { QUERY_GC_MS, QUERY_STALE_MS } from './cache-policy'

const timing = { staleTime: QUERY_STALE_MS, gcTime: QUERY_GC_MS }

type ArticleListRequest = { category?: string; limit: number; offset: number }

/** Every cache key of the articles: lists under `lists`, one article and what hangs off it under `details`. */
export const articleKeys = {
  lists: ['articles'] as const,
  list: (request: ArticleListRequest) => [...articleKeys.lists, 'list', request] as const,
  categories: () => [...articleKeys.lists, 'categories'] as const,
  details: ['article'] as const,
  detail: (lookup: ArticleLookup) => [...articleKeys.details, lookup] as const,
  content: (articleId: number, locale: Locale) =>
    [...articleKeys.details, articleId, 'content', locale] as const,
  related: (articleId: number, limit: number) =>
    [...articleKeys.details, articleId, 'related', limit] as const,
  businesses: (articleId: number) => [...articleKeys.details, articleId, 'businesses'] as const,
}

export function articleListQuery(articles: ArticlesPort, request: ArticleListRequest) {
  return queryOptions({
    queryKey: articleKeys.list(request),
    queryFn: () => articles.list(request),
    ...timing,
  })
}

export type ArticleLookup = { by: 'id'; id: number } | { by: 'slug'; slug: string }

export function articleQuery(articles: ArticlesPort, lookup: ArticleLookup) {
  return queryOptions({
    queryKey: articleKeys.detail(lookup),
    queryFn: () => (lookup.by === 'id' ? articles.findById(lookup.id) : articles.findBySlug(lookup.slug)),
    ...timing,
  })
}

/** The body in one language: a new language is a new query, fetched when the visitor switches. */
export function articleContentQuery(articles: ArticlesPort, articleId: number, locale: Locale) {
  return queryOptions({
    queryKey: articleKeys.content(articleId, locale),
    queryFn: () => articles.content(articleId, locale),
    ...timing,
  })
}

export function articleCategoriesQuery(articles: ArticlesPort) {
  return queryOptions({
    queryKey: articleKeys.categories(),
    queryFn: () => articles.categories(),
    ...timing,
  })
}

/** Articles related to one (same category first), shown under it. */
export function relatedArticlesQuery(articles: ArticlesPort, articleId: number, limit: number) {
  return queryOptions({
    queryKey: articleKeys.related(articleId, limit),
    queryFn: () => articles.related(articleId, limit),
    ...timing,
  })
}

/** The public businesses an article links to, shown under it. */
export function articleBusinessesQuery(articles: ArticlesPort, articleId: number) {
  return queryOptions({
    queryKey: articleKeys.businesses(articleId),
    queryFn: () => articles.businesses(articleId),
    ...timing,
  })
}
