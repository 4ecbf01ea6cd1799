import type { Article, ArticleCategory, ArticleContent, ArticleSummary } from '@domain/article/article'
import type { BusinessSummary } from '@domain/business/business'
import type { Locale } from '@domain/i18n/localized-text'
import type { Page, PageRequest } from '@domain/paging/page'

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
  /** Resolves with the public businesses the article links to, in its editor's order; rejects 'articles.unavailable'. */
  businesses(articleId: number): Promise<BusinessSummary[]>
  /** Resolves with the article's body in the language, falling back to English; null when it has none. */
  content(articleId: number, locale: Locale): Promise<ArticleContent | null>
}
