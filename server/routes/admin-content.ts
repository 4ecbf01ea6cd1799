import type { components } from '../../openapi/schema.gen'
import { loadArticleCategoryIndex, loadCategoryIndex } from '../services/content/category-index'
import type { AppDeps } from '../deps'
import { toArticleCategory } from '../mappers/article-category.mapper'
import { toAdminArticle } from '../mappers/article.mapper'
import { toCategory } from '../mappers/business.mapper'
import { auditBefore } from '../plugins/audit-trail'
import * as articles from '../services/content/articles'
import * as blogCategories from '../services/content/blog-categories'
import * as categories from '../services/content/business-categories'
import * as faq from '../services/content/faq'
import type { OperationHandlers } from '../operation'

type Schemas = components['schemas']

/**
 * The admin's content: the directory's categories, the blog (its categories and articles, drafts included) and
 * the FAQ. The contract's bearerAuth [admin] lets only admins reach them; every change is audited.
 */
export function createAdminContentHandlers({ db }: AppDeps): OperationHandlers {
  const category = async (record: Parameters<typeof toCategory>[1]) =>
    toCategory(await loadCategoryIndex(db), record)
  const blogCategory = async (record: Parameters<typeof toArticleCategory>[1]) =>
    toArticleCategory(await loadArticleCategoryIndex(db), record)

  return {
    async createCategory({ body, reply }) {
      void reply.code(201)
      return { success: true, data: await category(await categories.createCategory(db, body)) }
    },
    async updateCategory({ path, body, request }) {
      const { before, after } = await categories.updateCategory(db, path.id, body)
      auditBefore(request, before)
      return { success: true, data: await category(after) }
    },
    async deleteCategory({ path, request }) {
      auditBefore(request, await categories.deleteCategory(db, path.id))
      return { success: true, data: { id: path.id } }
    },
    async reorderCategories({ body }) {
      await categories.reorderCategories(db, body.parentId, body.ids)
      const index = await loadCategoryIndex(db)
      return { success: true, data: index.childrenOfId(body.parentId).map((c) => toCategory(index, c)) }
    },

    async createArticleCategory({ body, reply }) {
      void reply.code(201)
      return { success: true, data: await blogCategory(await blogCategories.createArticleCategory(db, body)) }
    },
    async updateArticleCategory({ path, body, request }) {
      const { before, after } = await blogCategories.updateArticleCategory(db, path.id, body)
      auditBefore(request, before)
      return { success: true, data: await blogCategory(after) }
    },
    async deleteArticleCategory({ path, request }) {
      auditBefore(request, await blogCategories.deleteArticleCategory(db, path.id))
      return { success: true, data: { id: path.id } }
    },

    async listAdminArticles({ query }) {
      const page = query.page ?? 1
      const { rows, total } = await articles.adminArticlePage(db, { ...query, page })
      return {
        success: true,
        data: rows.map((a) => ({
          id: a.id,
          slug: a.slug,
          categoryId: a.categoryId,
          title: a.title,
          status: a.status,
          publishedAt: a.publishedAt.toISOString(),
        })),
        total,
        page,
        pageSize: articles.ADMIN_ARTICLE_PAGE_SIZE,
      }
    },
    async getAdminArticle({ path }) {
      return { success: true, data: toAdminArticle(await articles.adminArticle(db, path.id)) }
    },
    async createArticle({ body, reply }) {
      void reply.code(201)
      return { success: true, data: toAdminArticle(await articles.createArticle(db, body)) }
    },
    async updateArticle({ path, body, request }) {
      const { before, after } = await articles.updateArticle(db, path.id, body)
      auditBefore(request, toAdminArticle(before))
      return { success: true, data: toAdminArticle(after) }
    },
    async deleteArticle({ path, request }) {
      auditBefore(request, toAdminArticle(await articles.deleteArticle(db, path.id)))
      return { success: true, data: { id: path.id } }
    },

    async listAdminFaq() {
      return { success: true, data: (await faq.adminFaq(db)).map(toFaqEntry) }
    },
    async createFaqEntry({ body, reply }) {
      void reply.code(201)
      return { success: true, data: toFaqEntry(await faq.createFaqEntry(db, body)) }
    },
    async updateFaqEntry({ path, body, request }) {
      const { before, after } = await faq.updateFaqEntry(db, path.id, body)
      auditBefore(request, toFaqEntry(before))
      return { success: true, data: toFaqEntry(after) }
    },
    async deleteFaqEntry({ path, request }) {
      auditBefore(request, toFaqEntry(await faq.deleteFaqEntry(db, path.id)))
      return { success: true, data: { id: path.id } }
    },
    async reorderFaq({ body }) {
      return { success: true, data: (await faq.reorderFaq(db, body.groupId, body.ids)).map(toFaqEntry) }
    },
  }
}

function toFaqEntry(e: Awaited<ReturnType<typeof faq.adminFaq>>[number]): Schemas['FaqEntry'] {
  return {
    id: e.id,
    key: e.key,
    groupId: e.groupId,
    question: e.question,
    answer: e.answer,
    link: e.link
      ? { to: e.link.to, ...(e.link.hash ? { hash: e.link.hash } : {}), label: { en: '', ...e.link.label } }
      : null,
    sortOrder: e.sortOrder,
    isPublished: e.isPublished,
  }
}
