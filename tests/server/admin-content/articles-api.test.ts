import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listAllArticleSummaries } from '../../../server/db/repositories/articles.repository'
import { aSignedInUser } from '../../support/accounts'
import { expectMatchesContract } from '../../support/contract'
import { createTestApp, type TestApp } from '../../support/test-app'
import { requester } from './content-api'

describe("the admin's blog", () => {
  let t: TestApp
  let admin: ReturnType<typeof requester>
  let visitor: ReturnType<typeof requester>
  let categoryId: number
  let categorySlug: string
  beforeAll(async () => {
    t = await createTestApp('pglite')
    admin = requester(t, (await aSignedInUser(t.deps.db, 'admin')).token)
    visitor = requester(t)
    const [category] = (await visitor.get('/api/articles/categories')).json().data
    categoryId = category.id
    categorySlug = category.slug
  })
  afterAll(() => t.close())

  const anArticle = (overrides: object = {}) => ({
    slug: 'kataifi-season',
    categoryId,
    title: { en: 'Kataifi season', el: 'Εποχή για κανταΐφι' },
    excerpt: { en: 'Where to find the best kataifi.' },
    content: { en: '## Nicosia\n\nThe **best** kataifi.\n\n- Old town\n- Strovolos' },
    image: '/media/articles/kataifi/cover.svg',
    status: 'draft',
    publishedAt: '2026-11-20T08:00:00.000Z',
    relatedBusinessIds: [3, 1],
    ...overrides,
  })

  it('keeps a draft out of every public list, page, sitemap, related list and the assistants', async () => {
    const created = await admin.post('/api/admin/articles', anArticle())
    expectMatchesContract('createArticle', created)
    expect(created.statusCode).toBe(201)
    const { id } = created.json().data
    const listed = (await visitor.get('/api/articles?limit=100')).json().data.map((a: { id: number }) => a.id)
    expect(listed).not.toContain(id)
    expect((await visitor.get(`/api/articles/${id}`)).statusCode).toBe(404)
    expect((await visitor.get('/api/articles/slug/kataifi-season')).statusCode).toBe(404)
    expect((await visitor.get(`/api/articles/${id}/content/en`)).statusCode).toBe(404)
    const [someArticle] = (await visitor.get('/api/articles?limit=1')).json().data
    const related = (await visitor.get(`/api/articles/${someArticle.id}/related?limit=12`)).json().data
    expect(related.map((a: { id: number }) => a.id)).not.toContain(id)
    expect((await t.app.inject({ method: 'GET', url: '/sitemaps/articles.xml' })).body).not.toContain(
      'kataifi-season',
    )
    expect((await listAllArticleSummaries(t.deps.db)).map((a) => a.id)).not.toContain(id)
  })

  it('lists drafts for the admin, filtered by status and words of the title', async () => {
    const list = await admin.get('/api/admin/articles?status=draft&q=kataifi')
    expectMatchesContract('listAdminArticles', list)
    expect(list.json()).toMatchObject({
      total: 1,
      page: 1,
      data: [{ slug: 'kataifi-season', status: 'draft' }],
    })
    expect((await admin.get('/api/admin/articles?status=published&q=kataifi')).json().total).toBe(0)
  })

  it('publishes an article: the public page and list show it at once, with its Markdown body', async () => {
    const [draft] = (await admin.get('/api/admin/articles?q=kataifi')).json().data
    const published = await admin.put(`/api/admin/articles/${draft.id}`, anArticle({ status: 'published' }))
    expectMatchesContract('updateArticle', published)
    expect(published.json().data).toMatchObject({ status: 'published', relatedBusinessIds: [3, 1] })
    const page = await visitor.get('/api/articles/slug/kataifi-season')
    expect(page.json().article).toMatchObject({ id: draft.id, category: { slug: categorySlug } })
    const body = (await visitor.get(`/api/articles/${draft.id}/content/en`)).json().data
    expect(body.content).toContain('The **best** kataifi.')
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemaps/articles.xml' })
    expect(sitemap.body).toContain('kataifi-season')
    const [entry] = (await admin.get(`/api/admin/audit?entity=article:${draft.id}`)).json().data
    expect(entry).toMatchObject({
      action: 'updateArticle',
      before: { status: 'draft' },
      after: { status: 'published' },
    })
  })

  it('dates the last edit of an article, which a seeded one has at its publication', async () => {
    const [article] = (await admin.get('/api/admin/articles?q=kataifi')).json().data
    const beforeEdit = Date.now()
    await admin.put(
      `/api/admin/articles/${article.id}`,
      anArticle({ status: 'published', excerpt: { en: 'Where to find kataifi now.' } }),
    )
    const edited = await visitor.get('/api/articles/slug/kataifi-season')
    expectMatchesContract('getArticleBySlug', edited)
    const { publishedAt, updatedAt } = edited.json().article
    expect(Date.parse(updatedAt)).toBeGreaterThanOrEqual(beforeEdit)
    expect(Date.parse(updatedAt)).toBeGreaterThan(Date.parse(publishedAt))

    const seeded = (await visitor.get('/api/articles?limit=5'))
      .json()
      .data.find((a: { slug: string }) => a.slug !== 'kataifi-season')
    const page = await visitor.get(`/api/articles/${seeded.id}`)
    expectMatchesContract('getArticleById', page)
    expect(page.json().article.updatedAt).toBe(page.json().article.publishedAt)
  })

  it('refuses a slug another article has, and a blog category that does not exist', async () => {
    const [existing] = (await visitor.get('/api/articles?limit=1')).json().data
    const taken = await admin.post('/api/admin/articles', anArticle({ slug: existing.slug }))
    expect(taken.statusCode).toBe(409)
    expect(taken.json().code).toBe('ARTICLE_SLUG_TAKEN')
    const missing = await admin.post(
      '/api/admin/articles',
      anArticle({ slug: 'elsewhere', categoryId: 999999 }),
    )
    expect(missing.json().code).toBe('CATEGORY_NOT_FOUND')
  })

  it('keeps a body with HTML as the text written (the page renders it as text, never as markup)', async () => {
    const html = '<script>alert(1)</script>'
    const created = await admin.post(
      '/api/admin/articles',
      anArticle({ slug: 'html-test', content: { en: html } }),
    )
    expect((await admin.get(`/api/admin/articles/${created.json().data.id}`)).json().data.content.en).toBe(
      html,
    )
  })

  it('deletes an article', async () => {
    const { id } = (await admin.post('/api/admin/articles', anArticle({ slug: 'short-lived' }))).json().data
    const removed = await admin.delete(`/api/admin/articles/${id}`)
    expectMatchesContract('deleteArticle', removed)
    expect((await admin.get(`/api/admin/articles/${id}`)).statusCode).toBe(404)
  })

  it('edits blog categories and refuses to remove one that articles use', async () => {
    const created = await admin.post('/api/admin/article-categories', {
      slug: 'island-notes',
      name: { en: 'Island notes', el: 'Σημειώσεις', ru: 'Заметки' },
      parentId: null,
    })
    expectMatchesContract('createArticleCategory', created)
    const id = created.json().data.id
    const publicList = (await visitor.get('/api/articles/categories')).json().data
    expect(publicList.map((c: { slug: string }) => c.slug)).toContain('island-notes')
    const used = await admin.delete(`/api/admin/article-categories/${categoryId}`)
    expect(used.statusCode).toBe(409)
    expect(used.json()).toMatchObject({ code: 'CATEGORY_IN_USE', error: expect.stringMatching(/article/) })
    expect((await admin.delete(`/api/admin/article-categories/${id}`)).statusCode).toBe(200)
  })

  it('answers 401 without a session and 403 for an owner', async () => {
    expect((await visitor.get('/api/admin/articles')).statusCode).toBe(401)
    const owner = requester(t, (await aSignedInUser(t.deps.db, 'business_owner')).token)
    expect((await owner.post('/api/admin/articles', anArticle({ slug: 'x' }))).statusCode).toBe(403)
  })
})
