import type { AdminContentPort } from '@/ports'
import type { ArticleCategoryInput, ArticleInput, CategoryInput } from '@domain/admin/content'
import type { FaqEntryInput, FaqLink } from '@domain/faq/faq-entry'
import type { LocalizedText } from '@domain/i18n/localized-text'
import type { ApiClient } from './api-client'
import { apiFailure, isNotFound } from './api-failure'

export function createApiAdminContent(api: ApiClient): AdminContentPort {
  const read = 'admin.unavailable' as const
  const save = 'content.saveFailed' as const
  const id = (value: number) => ({ params: { path: { id: value } } })
  return {
    async createCategory(input) {
      const { data, error, response } = await api.POST('/api/admin/categories', { body: category(input) })
      if (!data) throw apiFailure(save, response, error)
      return data.data
    },
    async updateCategory(categoryId, input) {
      const { data, error, response } = await api.PUT('/api/admin/categories/{id}', {
        ...id(categoryId),
        body: category(input),
      })
      if (!data) throw apiFailure(save, response, error)
      return data.data
    },
    async deleteCategory(categoryId) {
      const { data, error, response } = await api.DELETE('/api/admin/categories/{id}', id(categoryId))
      if (!data) throw apiFailure(save, response, error)
    },
    async reorderCategories(parentId, ids) {
      const { data, error, response } = await api.PUT('/api/admin/categories/order', {
        body: { parentId, ids },
      })
      if (!data) throw apiFailure(save, response, error)
    },

    async createArticleCategory(input) {
      const { data, error, response } = await api.POST('/api/admin/article-categories', {
        body: articleCategory(input),
      })
      if (!data) throw apiFailure(save, response, error)
      return data.data
    },
    async updateArticleCategory(categoryId, input) {
      const { data, error, response } = await api.PUT('/api/admin/article-categories/{id}', {
        ...id(categoryId),
        body: articleCategory(input),
      })
      if (!data) throw apiFailure(save, response, error)
      return data.data
    },
    async deleteArticleCategory(categoryId) {
      const { data, error, response } = await api.DELETE('/api/admin/article-categories/{id}', id(categoryId))
      if (!data) throw apiFailure(save, response, error)
    },

    async articles(filter) {
      const { data, error, response } = await api.GET('/api/admin/articles', {
        params: {
          query: {
            page: filter.page,
            ...(filter.q ? { q: filter.q } : {}),
            ...(filter.status ? { status: filter.status } : {}),
          },
        },
      })
      if (!data) throw apiFailure(read, response, error)
      return { items: data.data, total: data.total, page: data.page, pageSize: data.pageSize }
    },
    async article(articleId) {
      const { data, error, response } = await api.GET('/api/admin/articles/{id}', id(articleId))
      if (isNotFound(response)) return null
      if (!data) throw apiFailure(read, response, error)
      return data.data
    },
    async createArticle(input) {
      const { data, error, response } = await api.POST('/api/admin/articles', { body: article(input) })
      if (!data) throw apiFailure(save, response, error)
      return data.data
    },
    async updateArticle(articleId, input) {
      const { data, error, response } = await api.PUT('/api/admin/articles/{id}', {
        ...id(articleId),
        body: article(input),
      })
      if (!data) throw apiFailure(save, response, error)
      return data.data
    },
    async deleteArticle(articleId) {
      const { data, error, response } = await api.DELETE('/api/admin/articles/{id}', id(articleId))
      if (!data) throw apiFailure(save, response, error)
    },

    async faqEntries() {
      const { data, error, response } = await api.GET('/api/admin/faq')
      if (!data) throw apiFailure(read, response, error)
      return data.data
    },
    async createFaqEntry(input) {
      const { data, error, response } = await api.POST('/api/admin/faq', { body: faqEntry(input) })
      if (!data) throw apiFailure(save, response, error)
      return data.data
    },
    async updateFaqEntry(entryId, input) {
      const { data, error, response } = await api.PUT('/api/admin/faq/{id}', {
        ...id(entryId),
        body: faqEntry(input),
      })
      if (!data) throw apiFailure(save, response, error)
      return data.data
    },
    async deleteFaqEntry(entryId) {
      const { data, error, response } = await api.DELETE('/api/admin/faq/{id}', id(entryId))
      if (!data) throw apiFailure(save, response, error)
    },
    async reorderFaq(order) {
      const { data, error, response } = await api.PUT('/api/admin/faq/order', { body: order })
      if (!data) throw apiFailure(save, response, error)
    },
  }
}

// The contract requires English in names, titles and questions; the editors' forms require it too, so an empty
// one here is refused by the server as the form would have.
function withEnglish(text: LocalizedText): LocalizedText & { en: string } {
  return { ...text, en: text.en ?? '' }
}

function category(input: CategoryInput) {
  return { ...input, name: withEnglish(input.name) }
}

function articleCategory(input: ArticleCategoryInput) {
  return { ...input, name: withEnglish(input.name) }
}

// The editor holds the article as it loaded it, id included; the contract's body forbids every other field (a
// stray id answered 400), so the body names each field it sends rather than spreading what it was given.
function article(input: ArticleInput) {
  return {
    slug: input.slug,
    categoryId: input.categoryId,
    title: withEnglish(input.title),
    excerpt: input.excerpt,
    content: input.content,
    image: input.image,
    status: input.status,
    publishedAt: input.publishedAt,
    relatedBusinessIds: input.relatedBusinessIds,
  }
}

function faqEntry(input: FaqEntryInput) {
  return {
    ...input,
    question: withEnglish(input.question),
    answer: withEnglish(input.answer),
    link: input.link ? faqLink(input.link) : null,
  }
}

function faqLink(link: FaqLink) {
  return { to: link.to, ...(link.hash ? { hash: link.hash } : {}), label: withEnglish(link.label) }
}
