import { pickText, type Locale } from '@domain/i18n/localized-text'
import type { Article } from '@domain/article/article'
import { compact, SCHEMA_CONTEXT, type JsonLd } from './json-ld'
import { absoluteUrl } from './page-urls'

export type ArticleInput = {
  article: Article
  locale: Locale
  /** The article page's canonical URL. */
  url: string
  origin: string
  /** The portal, which publishes every article. */
  publisher: { name: string; logo: string }
}

/** schema.org Article of a blog article, in the page's language. */
export function articleJsonLd({ article, locale, url, origin, publisher }: ArticleInput): JsonLd {
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': 'Article',
    '@id': url,
    mainEntityOfPage: url,
    url,
    headline: pickText(article.title, locale),
    description: pickText(article.excerpt, locale),
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    author: { '@type': 'Person', name: article.author },
    image: article.image ? [absoluteUrl(origin, article.image)] : null,
    inLanguage: locale,
    articleSection: pickText(article.category.name, locale),
    publisher: {
      '@type': 'Organization',
      name: publisher.name,
      url: origin,
      logo: { '@type': 'ImageObject', url: absoluteUrl(origin, publisher.logo) },
    },
  })
}
