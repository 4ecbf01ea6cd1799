import type { CategoryNode } from '../category/category-node'
import type { Locale, LocalizedText } from '../i18n/localized-text'

export type ArticleCategory = CategoryNode & {
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
  /** The latest edit (ISO 8601), never before publishedAt. */
  updatedAt: string
  /** The languages the body exists in. */
  languages: Locale[]
}

/** Markdown subset (spec: "## " headings, paragraphs, "- " lists, **bold**) in one language. */
export type ArticleContent = {
  content: string
  language: Locale
  /** The language tag asked for: a well-formed tag, possibly one the portal lacks (`de`, `pt-BR`). */
  requestedLanguage: string
  /** True when the requested language was missing and another one was served. */
  isFallback: boolean
}
