import type { Locale, LocalizedText } from '@/domain/i18n/localized-text'
import type { Page, PageRequest } from './businesses.port'

export type ArticleCategory = {
  id: number
  slug: string
  name: LocalizedText
  description: LocalizedText
  parentId: number | null
  sortOrder: number
  /** Slugs from the top level down, joined by '/'. */
  path: string
  /** Articles in this category and its descendants, when the listing includes counts. */
  articleCount?: number
  /** Present in tree listings. */
  children?: ArticleCategory[]
}

export type ArticleCategoryRef = { id: number; slug: string; name: LocalizedText; path: string }

export type ArticleSummary = {
  id: number
  slug: string
  title: LocalizedText
  excerpt: LocalizedText
  category: ArticleCategoryRef
  author: string
  image: string | null
  readMinutes: number
  publishedAt: string
}

export type Article = ArticleSummary & {
  /** The languages the body exists in. */
  languages: Locale[]
}

/** Markdown subset (spec: "## " headings, paragraphs, "- " lists, **bold**) in one language. */
export type ArticleContent = {
  content: string
  language: Locale
  requestedLanguage: Locale
  /** True when the requested language was missing and another one was served. */
  isFallback: boolean
}

/** The blog. Failures reject with `ApiError` (code 'article(s).unavailable') or `NetworkError`. */
export interface ArticlesPort {
  /** Resolves with one page of articles, newest first, optionally of one category (slug). */
  list(request: PageRequest & { category?: string }): Promise<Page<ArticleSummary>>
  /** Resolves with the article, or null when no article has this id. */
  findById(id: number): Promise<Article | null>
  /** Resolves with the article, or null when no article has this slug. */
  findBySlug(slug: string): Promise<Article | null>
  /** Resolves with the blog's category tree. */
  categories(): Promise<ArticleCategory[]>
  /** Resolves with articles related to this one (same category first); rejects 'articles.unavailable'. */
  related(articleId: number, limit: number): Promise<ArticleSummary[]>
  /** Resolves with the article's body in the language, falling back to English; null when it has none. */
  content(articleId: number, locale: Locale): Promise<ArticleContent | null>
}
