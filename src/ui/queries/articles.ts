import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '@domain/i18n/localized-text'
import type { ArticlesPort } from '@/ports'
import { QUERY_GC_MS, QUERY_STALE_MS } from './cache-policy'

const timing = { staleTime: QUERY_STALE_MS, gcTime: QUERY_GC_MS }

export function articleListQuery(
  articles: ArticlesPort,
  request: { category?: string; limit: number; offset: number },
) {
  return queryOptions({
    queryKey: ['articles', 'list', request] as const,
    queryFn: () => articles.list(request),
    ...timing,
  })
}

export type ArticleLookup = { by: 'id'; id: number } | { by: 'slug'; slug: string }

export function articleQuery(articles: ArticlesPort, lookup: ArticleLookup) {
  return queryOptions({
    queryKey: ['article', lookup] as const,
    queryFn: () => (lookup.by === 'id' ? articles.findById(lookup.id) : articles.findBySlug(lookup.slug)),
    ...timing,
  })
}

/** The body in one language: a new language is a new query, fetched when the visitor switches. */
export function articleContentQuery(articles: ArticlesPort, articleId: number, locale: Locale) {
  return queryOptions({
    queryKey: ['article', articleId, 'content', locale] as const,
    queryFn: () => articles.content(articleId, locale),
    ...timing,
  })
}

export function articleCategoriesQuery(articles: ArticlesPort) {
  return queryOptions({
    queryKey: ['articles', 'categories'] as const,
    queryFn: () => articles.categories(),
    ...timing,
  })
}

/** Articles related to one (same category first), shown under it. */
export function relatedArticlesQuery(articles: ArticlesPort, articleId: number, limit: number) {
  return queryOptions({
    queryKey: ['article', articleId, 'related', limit] as const,
    queryFn: () => articles.related(articleId, limit),
    ...timing,
  })
}
