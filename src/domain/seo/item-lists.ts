import { pickText, type Locale } from '@domain/i18n/localized-text'
import type { ArticleSummary } from '@domain/article/article'
import type { BusinessSummary } from '@domain/business/business'
import type { Category } from '@domain/category/category'
import { itemListJsonLd, type JsonLd } from './json-ld'
import { articlePath, businessPath, categoryPath } from './page-paths'
import { canonicalUrl } from './page-urls'

export type ListContext = {
  /** The list's heading, in the page's language. */
  name: string
  origin: string
  locale: Locale
  /** The position of the first item: lists on page 3 continue where page 2 ended. */
  firstPosition?: number
}

/** ItemList of business pages (listings, category pages, the home page's lists). */
export function businessItemList(businesses: readonly BusinessSummary[], list: ListContext): JsonLd {
  return itemListJsonLd(
    list.name,
    businesses.map((business) => ({
      name: pickText(business.name, list.locale),
      url: canonicalUrl(list.origin, businessPath(business)),
    })),
    list.firstPosition,
  )
}

/** ItemList of article pages (the blog, blog categories, the home page's latest articles). */
export function articleItemList(articles: readonly ArticleSummary[], list: ListContext): JsonLd {
  return itemListJsonLd(
    list.name,
    articles.map((article) => ({
      name: pickText(article.title, list.locale),
      url: canonicalUrl(list.origin, articlePath(article)),
    })),
    list.firstPosition,
  )
}

/** ItemList of category pages (popular categories). */
export function categoryItemList(categories: readonly Category[], list: ListContext): JsonLd {
  return itemListJsonLd(
    list.name,
    categories.map((category) => ({
      name: pickText(category.name, list.locale),
      url: canonicalUrl(list.origin, categoryPath(category)),
    })),
    list.firstPosition,
  )
}
