import type { components } from '../../openapi/schema.gen'
import type { CategoryIndex } from '@domain/category/category-tree'
import { LOCALES } from '@domain/i18n/localized-text'
import type {
  ArticleCategoryRecord,
  ArticleRecord,
  ArticleSummaryRecord,
} from '../db/repositories/articles.repository'

type Schemas = components['schemas']

/** An article as the blog lists it, its category's slug, name and path read from the index. */
export function toArticleSummary(
  index: CategoryIndex<ArticleCategoryRecord>,
  a: ArticleSummaryRecord,
): Schemas['ArticleSummary'] {
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

/** An article's page without its body, with the languages the body is written in. */
export function toArticle(index: CategoryIndex<ArticleCategoryRecord>, a: ArticleRecord): Schemas['Article'] {
  const { content, ...summary } = a
  return {
    ...toArticleSummary(index, summary),
    updatedAt: summary.updatedAt.toISOString(),
    languages: LOCALES.filter((l) => Boolean(content[l])),
  }
}

/** An article as the admin edits it: every language, drafts included. */
export function toAdminArticle(a: ArticleRecord): Schemas['AdminArticle'] {
  return {
    id: a.id,
    slug: a.slug,
    categoryId: a.categoryId,
    title: a.title,
    excerpt: a.excerpt,
    content: a.content,
    image: a.image,
    author: a.author,
    status: a.status,
    publishedAt: a.publishedAt.toISOString(),
    relatedBusinessIds: a.relatedBusinessIds,
  }
}
