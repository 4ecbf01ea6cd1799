import { notFound } from '@tanstack/react-router'
import type { i18n as I18n } from 'i18next'
import { pickText, type LocalizedText } from '@/domain/i18n/localized-text'
import type { Article } from '@/ports'
import { localeOf } from '../i18n/locale-of'
import { titledHead } from '../page-head'
import { articleContentQuery, articleQuery, type ArticleLookup } from '../queries/articles'
import type { RouterContext } from '../router-context'

// Shared by /blog/{id} and /blog/{categorySlug}/{articleSlug}; the page component is in -article-page.tsx.

export type ArticleLoaderData = { title: LocalizedText; excerpt: LocalizedText }

export function articleLookupFromSegment(segment: string): ArticleLookup {
  return /^[0-9]+$/.test(segment) ? { by: 'id', id: Number(segment) } : { by: 'slug', slug: segment }
}

/** The article and its body in the page's language; unknown (or in another category) → 404. */
export async function loadArticle(
  { queryClient, ports, i18n }: RouterContext,
  lookup: ArticleLookup,
  categorySlug?: string,
): Promise<ArticleLoaderData> {
  const article = await queryClient.ensureQueryData(articleQuery(ports.articles, lookup))
  if (!article || (categorySlug && !isInCategory(article, categorySlug))) throw notFound()
  await queryClient.ensureQueryData(articleContentQuery(ports.articles, article.id, localeOf(i18n)))
  return { title: article.title, excerpt: article.excerpt }
}

/** The category segment may name the article's category or any of its ancestors. */
function isInCategory(article: Article, categorySlug: string): boolean {
  return article.category.slug === categorySlug || article.category.path.split('/').includes(categorySlug)
}

export function articleHead(i18n: I18n, data: ArticleLoaderData | undefined) {
  if (!data) return {}
  const locale = localeOf(i18n)
  return titledHead(i18n, pickText(data.title, locale), pickText(data.excerpt, locale))
}
