import { pickText } from '@domain/i18n/localized-text'
import { articleItemList, businessItemList, categoryItemList } from '@domain/seo/item-lists'
import type { JsonLd } from '@domain/seo/json-ld'
import { blogCategoryPath, categoryPath } from '@domain/seo/page-paths'
import type { ArticleCategory, ArticleSummary } from '@domain/article/article'
import type { BusinessSummary } from '@domain/business/business'
import type { Category, CategoryTrail } from '@domain/category/category'
import type { Page } from '@domain/paging/page'
import { localeOf } from './i18n/locale-of'
import { pageHead, titledHead, type HeadMatch } from './page-head'

// The heads of list pages. Their lists come from the query cache, which the route's loader has filled with
// the route's own query options: a list that is not there yet (the head runs after the loader) is left out.

/** Lists' ItemList of the page's items, numbered on from the earlier pages. */
function listContext(match: HeadMatch, name: string, page?: Pick<Page<unknown>, 'offset'>) {
  const { i18n, publicOrigin } = match.context
  return { name, origin: publicOrigin, locale: localeOf(i18n), firstPosition: (page?.offset ?? 0) + 1 }
}

/** /businesses: the listing with its page of businesses. */
export function businessListingHead(match: HeadMatch, list: Page<BusinessSummary> | undefined) {
  const name = match.context.i18n.t('businesses.title')
  return pageHead(match, 'businesses.title', {
    jsonLd: list ? [businessItemList(list.items, listContext(match, name, list))] : [],
  })
}

/** /categories/{path}: the category's description and its page of businesses. */
export function categoryPageHead(
  match: HeadMatch,
  trail: CategoryTrail | null | undefined,
  list: Page<BusinessSummary> | undefined,
) {
  if (!trail) return {}
  const { i18n } = match.context
  const locale = localeOf(i18n)
  const name = pickText(trail.category.name, locale)
  return titledHead(match, name, {
    description: pickText(trail.category.description, locale),
    trail: [
      { name: i18n.t('categories.title'), path: '/categories' },
      ...trail.ancestors.map((step) => ({ name: pickText(step.name, locale), path: categoryPath(step) })),
    ],
    jsonLd: list ? [businessItemList(list.items, listContext(match, name, list))] : [],
  })
}

/** /blog: the page of articles. */
export function blogHead(match: HeadMatch, list: Page<ArticleSummary> | undefined) {
  const name = match.context.i18n.t('blog.title')
  return pageHead(match, 'blog.title', {
    jsonLd: list ? [articleItemList(list.items, listContext(match, name, list))] : [],
  })
}

/** /blog-categories/{path}: the category's page of articles. */
export function blogCategoryHead(
  match: HeadMatch,
  found: { category: ArticleCategory; ancestors: readonly ArticleCategory[] } | null | undefined,
  list: Page<ArticleSummary> | undefined,
) {
  if (!found) return {}
  const { i18n } = match.context
  const locale = localeOf(i18n)
  const name = pickText(found.category.name, locale)
  return titledHead(match, name, {
    description: pickText(found.category.description, locale),
    trail: [
      { name: i18n.t('blog.title'), path: '/blog' },
      { name: i18n.t('blogCategories.title'), path: '/blog-categories' },
      ...found.ancestors.map((step) => ({ name: pickText(step.name, locale), path: blogCategoryPath(step) })),
    ],
    jsonLd: list ? [articleItemList(list.items, listContext(match, name, list))] : [],
  })
}

export type HomeLists = {
  featured?: readonly BusinessSummary[]
  highestRated?: readonly BusinessSummary[]
  newest?: readonly BusinessSummary[]
  popular?: readonly Category[]
  articles?: Page<ArticleSummary>
}

/** The home page: an ItemList per list it shows. */
export function homeHead(match: HeadMatch, lists: HomeLists) {
  const t = (key: Parameters<typeof match.context.i18n.t>[0]) => match.context.i18n.t(key)
  const jsonLd: JsonLd[] = []
  const add = <T>(items: readonly T[] | undefined, build: (items: readonly T[]) => JsonLd) => {
    if (items && items.length > 0) jsonLd.push(build(items))
  }
  add(lists.featured, (items) => businessItemList(items, listContext(match, t('home.featured'))))
  add(lists.highestRated, (items) => businessItemList(items, listContext(match, t('home.highestRated'))))
  add(lists.newest, (items) => businessItemList(items, listContext(match, t('home.newest'))))
  add(lists.popular, (items) => categoryItemList(items, listContext(match, t('home.popularCategories'))))
  add(lists.articles?.items, (items) => articleItemList(items, listContext(match, t('home.latestArticles'))))
  return pageHead(match, 'home.title', { jsonLd })
}
