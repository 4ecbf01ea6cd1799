import type { ArticleStatus } from '../article/article-status'
import type { FaqEntryInput, FaqGroupId } from '../faq/faq-entry'
import type { LocalizedText } from '../i18n/localized-text'

// What the admin's content editors send and read: categories, blog categories, articles with drafts, the FAQ.

export type CategoryInput = {
  slug: string
  name: LocalizedText
  parentId: number | null
  color: string
  icon: string | null
}

export type ArticleCategoryInput = { slug: string; name: LocalizedText; parentId: number | null }

/** An article with every language, as the editor loads and saves it. */
export type AdminArticle = {
  id: number
  slug: string
  categoryId: number
  title: LocalizedText
  excerpt: LocalizedText
  /** Markdown per language. */
  content: LocalizedText
  image: string | null
  status: ArticleStatus
  publishedAt: string
  relatedBusinessIds: number[]
}

export type ArticleInput = Omit<AdminArticle, 'id'>

export type AdminArticleSummary = Pick<
  AdminArticle,
  'id' | 'slug' | 'categoryId' | 'title' | 'status' | 'publishedAt'
>

/** The admin's article list; every field lives in the page's URL. */
export type AdminArticleFilter = { q?: string; status?: ArticleStatus; page: number }

export type AdminArticlePage = { items: AdminArticleSummary[]; total: number; page: number; pageSize: number }

export type FaqOrder = { groupId: FaqGroupId; ids: number[] }
export type { FaqEntryInput }
