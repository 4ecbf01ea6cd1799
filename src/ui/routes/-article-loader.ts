import { notFound } from '@tanstack/react-router'
import { RELATED_ARTICLES_COUNT } from '@domain/paging/page-sizes'
import { pickText } from '@domain/i18n/localized-text'
import { articleJsonLd } from '@domain/seo/article'
import { articlePath, blogCategoryPath } from '@domain/seo/page-paths'
import { canonicalUrl } from '@domain/seo/page-urls'
import type { Article } from '@domain/article/article'
import { localeOf } from '../i18n/locale-of'
import { socialCardPath, titledHead, type HeadMatch } from '../page-head'
import {
  articleBusinessesQuery,
  articleContentQuery,
  articleQuery,
  relatedArticlesQuery,
  type ArticleLookup,
} from '../queries/articles'
import type { RouterContext } from '../router-context'

/** The portal's logo as the publisher's (schema.org Article). */
const PUBLISHER_LOGO = '/favicon.svg'

// Shared by /blog/{id} and /blog/{categorySlug}/{articleSlug}; the page component is in -article-page.tsx.

export type ArticleLoaderData = { article: Article }

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
  await Promise.all([
    queryClient.ensureQueryData(articleContentQuery(ports.articles, article.id, localeOf(i18n))),
    // Rendered on the server for crawlers; a failure only leaves the related list out (prefetch never throws).
    queryClient.prefetchQuery(relatedArticlesQuery(ports.articles, article.id, RELATED_ARTICLES_COUNT)),
    queryClient.prefetchQuery(articleBusinessesQuery(ports.articles, article.id)),
  ])
  return { article }
}

/** The category segment may name the article's category or any of its ancestors. */
function isInCategory(article: Article, categorySlug: string): boolean {
  return article.category.slug === categorySlug || article.category.path.split('/').includes(categorySlug)
}

/** The page's head: canonical /blog/{category}/{slug} whichever URL was asked for, and Article. */
export function articleHead(match: HeadMatch, data: ArticleLoaderData | undefined) {
  if (!data) return {}
  const { article } = data
  const { i18n, publicOrigin } = match.context
  const locale = localeOf(i18n)
  const canonicalPath = articlePath(article)
  return titledHead(match, pickText(article.title, locale), {
    description: pickText(article.excerpt, locale),
    image: socialCardPath('articles', article.slug, locale),
    canonicalPath,
    ogType: 'article',
    trail: [
      { name: i18n.t('nav.blog.all'), path: '/blog' },
      { name: pickText(article.category.name, locale), path: blogCategoryPath(article.category) },
    ],
    jsonLd: [
      articleJsonLd({
        article,
        locale,
        url: canonicalUrl(publicOrigin, canonicalPath),
        origin: publicOrigin,
        publisher: { name: i18n.t('app.name'), logo: PUBLISHER_LOGO },
      }),
    ],
  })
}
