import type {
  AdminArticle,
  AdminArticleFilter,
  AdminArticlePage,
  ArticleCategoryInput,
  ArticleInput,
  CategoryInput,
  FaqOrder,
} from '@domain/admin/content'
import type { ArticleCategory } from '@domain/article/article'
import type { Category } from '@domain/category/category'
import type { FaqEntry, FaqEntryInput } from '@domain/faq/faq-entry'

/**
 * The admin's content: categories, the blog and the FAQ. Every method rejects with `ApiError` 'admin.unavailable'
 * carrying the server's code (CATEGORY_IN_USE, CATEGORY_SLUG_TAKEN, CATEGORY_CYCLE, ORDER_MISMATCH,
 * ARTICLE_SLUG_TAKEN, FAQ_KEY_TAKEN, …; 403 for a non-admin, 401 when the session ended) or `NetworkError`.
 */
export interface AdminContentPort {
  /** Resolves with the category as saved. */
  createCategory(input: CategoryInput): Promise<Category>
  updateCategory(id: number, input: CategoryInput): Promise<Category>
  /** Refused (409 CATEGORY_IN_USE) while a business or a subcategory uses it. */
  deleteCategory(id: number): Promise<void>
  /** `ids` are every child of `parentId` in their new order. */
  reorderCategories(parentId: number | null, ids: number[]): Promise<void>

  createArticleCategory(input: ArticleCategoryInput): Promise<ArticleCategory>
  updateArticleCategory(id: number, input: ArticleCategoryInput): Promise<ArticleCategory>
  deleteArticleCategory(id: number): Promise<void>

  /** One page of articles, drafts included, newest first. */
  articles(filter: AdminArticleFilter): Promise<AdminArticlePage>
  /** Resolves with the article, or null when no article has this id. */
  article(id: number): Promise<AdminArticle | null>
  createArticle(input: ArticleInput): Promise<AdminArticle>
  updateArticle(id: number, input: ArticleInput): Promise<AdminArticle>
  deleteArticle(id: number): Promise<void>

  /** Every FAQ entry, hidden ones too, by group and order. */
  faqEntries(): Promise<FaqEntry[]>
  createFaqEntry(input: FaqEntryInput): Promise<FaqEntry>
  updateFaqEntry(id: number, input: FaqEntryInput): Promise<FaqEntry>
  deleteFaqEntry(id: number): Promise<void>
  reorderFaq(order: FaqOrder): Promise<void>
}
