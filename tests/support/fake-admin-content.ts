import type { AdminArticle, AdminArticleFilter } from '@domain/admin/content'
import { FAQ_GROUPS, type FaqEntry, type FaqQuestion } from '@domain/faq/faq-entry'
import { ApiError } from '@domain/errors'
import type { Locale } from '@domain/i18n/localized-text'
import type { AdminContentPort, FaqPort } from '@/ports'
import { faqEl } from '../../src/content/faq/el'
import { faqEn } from '../../src/content/faq/en'
import { faqRu } from '../../src/content/faq/ru'

export function anAdminArticle(overrides: Partial<AdminArticle> = {}): AdminArticle {
  return {
    id: 1,
    slug: 'kataifi-season',
    categoryId: 1,
    title: { en: 'Kataifi season', el: 'Εποχή για κανταΐφι' },
    excerpt: { en: 'Where to find the best kataifi.' },
    content: { en: '## Nicosia\n\nThe **best** kataifi.' },
    image: null,
    status: 'draft',
    publishedAt: '2026-11-20T08:00:00.000Z',
    relatedBusinessIds: [],
    ...overrides,
  }
}

/** The seeded FAQ as the admin reads it: every entry of src/content/faq with its three languages. */
export function seededFaqEntries(): FaqEntry[] {
  let id = 0
  return faqEn.groups.flatMap((group, g) =>
    group.items.map((item, position) => {
      const el = faqEl.groups[g]?.items.find((i) => i.id === item.id)
      const ru = faqRu.groups[g]?.items.find((i) => i.id === item.id)
      return {
        id: ++id,
        key: item.id,
        groupId: group.id,
        question: { en: item.question, el: el?.question, ru: ru?.question },
        answer: { en: item.answer, el: el?.answer, ru: ru?.answer },
        link: item.link
          ? { to: item.link.to, label: { en: item.link.label, el: el?.link?.label, ru: ru?.link?.label } }
          : null,
        sortOrder: position,
        isPublished: true,
      }
    }),
  )
}

type Call = { method: keyof AdminContentPort; args: unknown[] }

/**
 * The content editors' port in memory: articles and FAQ entries live in arrays, every call is recorded, and
 * `refuse` makes one method fail with the server's code (a category in use, a slug taken).
 */
export function fakeAdminContent(
  options: {
    articles?: AdminArticle[]
    faq?: FaqEntry[]
    refuse?: Partial<Record<keyof AdminContentPort, string>>
  } = {},
) {
  const articles = [...(options.articles ?? [anAdminArticle()])]
  let faq = [...(options.faq ?? seededFaqEntries())]
  const calls: Call[] = []
  const record = (method: keyof AdminContentPort, ...args: unknown[]) => {
    calls.push({ method, args })
    const code = options.refuse?.[method]
    if (code) throw new ApiError('content.saveFailed', 409, code)
  }
  const category = (id: number, input: { slug: string; name: object; parentId: number | null }) => ({
    id,
    description: {},
    sortOrder: 0,
    icon: null,
    color: '#c2a26b',
    path: input.slug,
    ...input,
  })
  const port: AdminContentPort & { calls: Call[] } = {
    calls,
    async createCategory(input) {
      record('createCategory', input)
      return category(100, input)
    },
    async updateCategory(id, input) {
      record('updateCategory', id, input)
      return category(id, input)
    },
    async deleteCategory(id) {
      record('deleteCategory', id)
    },
    async reorderCategories(parentId, ids) {
      record('reorderCategories', parentId, ids)
    },
    async createArticleCategory(input) {
      record('createArticleCategory', input)
      return { ...category(100, input), path: input.slug }
    },
    async updateArticleCategory(id, input) {
      record('updateArticleCategory', id, input)
      return { ...category(id, input), path: input.slug }
    },
    async deleteArticleCategory(id) {
      record('deleteArticleCategory', id)
    },
    async articles(filter: AdminArticleFilter) {
      record('articles', filter)
      const matching = articles.filter(
        (a) =>
          (!filter.status || a.status === filter.status) &&
          (!filter.q ||
            a.slug.includes(filter.q) ||
            Object.values(a.title).some((t) => t?.includes(filter.q ?? ''))),
      )
      return {
        items: matching.slice((filter.page - 1) * 20, filter.page * 20),
        total: matching.length,
        page: filter.page,
        pageSize: 20,
      }
    },
    async article(id) {
      return articles.find((a) => a.id === id) ?? null
    },
    async createArticle(input) {
      record('createArticle', input)
      const created = { ...input, id: articles.length + 100 }
      articles.push(created)
      return created
    },
    async updateArticle(id, input) {
      record('updateArticle', id, input)
      return { ...input, id }
    },
    async deleteArticle(id) {
      record('deleteArticle', id)
    },
    async faqEntries() {
      return faq
    },
    async createFaqEntry(input) {
      record('createFaqEntry', input)
      const created = { ...input, id: faq.length + 100, sortOrder: faq.length }
      faq = [...faq, created]
      return created
    },
    async updateFaqEntry(id, input) {
      record('updateFaqEntry', id, input)
      const updated = { ...input, id, sortOrder: faq.find((e) => e.id === id)?.sortOrder ?? 0 }
      faq = faq.map((e) => (e.id === id ? updated : e))
      return updated
    },
    async deleteFaqEntry(id) {
      record('deleteFaqEntry', id)
      faq = faq.filter((e) => e.id !== id)
    },
    async reorderFaq(order) {
      record('reorderFaq', order)
      const others = faq.filter((e) => e.groupId !== order.groupId)
      const group = order.ids.map((id, sortOrder) => ({ ...faq.find((e) => e.id === id)!, sortOrder }))
      faq = [...others, ...group].sort(
        (a, b) => FAQ_GROUPS.indexOf(a.groupId) - FAQ_GROUPS.indexOf(b.groupId),
      )
    },
  }
  return port
}

/** The public FAQ as the seeded database serves it; `failing` answers like a server that is down. */
export function fakeFaq({ failing = false } = {}): FaqPort {
  const content: Record<Locale, typeof faqEn> = { en: faqEn, el: faqEl, ru: faqRu }
  return {
    async questions(locale): Promise<FaqQuestion[]> {
      if (failing) throw new ApiError('faq.unavailable', 503)
      return content[locale].groups.flatMap((group) =>
        group.items.map((item) => ({
          key: item.id,
          groupId: group.id,
          question: item.question,
          answer: item.answer,
          language: locale,
          link: item.link ?? null,
        })),
      )
    },
  }
}
