import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { businesses } from '../../server/db/schema'
import { aSignedInUser } from '../support/accounts'
import { expectMatchesContract } from '../support/contract'
import { createTestApp, type TestApp } from '../support/test-app'
import { requester } from './admin-content/content-api'

describe("an article's related businesses on the public API", () => {
  let t: TestApp
  let admin: ReturnType<typeof requester>
  let visitor: ReturnType<typeof requester>
  let ids: number[]
  let categoryId: number
  beforeAll(async () => {
    t = await createTestApp('pglite')
    admin = requester(t, (await aSignedInUser(t.deps.db, 'admin')).token)
    visitor = requester(t)
    ids = (await visitor.get('/api/businesses?limit=3')).json().data.map((b: { id: number }) => b.id)
    categoryId = (await visitor.get('/api/articles/categories')).json().data[0].id
  })
  afterAll(() => t.close())

  const anArticle = (slug: string, status: 'draft' | 'published', relatedBusinessIds: number[]) => ({
    slug,
    categoryId,
    title: { en: 'Where to eat in Paphos' },
    excerpt: { en: 'Three tavernas by the harbour.' },
    content: { en: 'The **best** meze.' },
    image: null,
    status,
    publishedAt: '2026-11-20T08:00:00.000Z',
    relatedBusinessIds,
  })
  const create = async (body: object): Promise<number> => {
    const created = await admin.post('/api/admin/articles', body)
    expect(created.statusCode).toBe(201)
    return created.json().data.id
  }

  it("lists the public ones in the editor's order, and leaves out a business unpublished since", async () => {
    const [first, second, third] = ids as [number, number, number]
    const id = await create(anArticle('paphos-tavernas', 'published', [third, first, second]))
    const before = await visitor.get(`/api/articles/${id}/businesses`)
    expectMatchesContract('listArticleBusinesses', before)
    expect(before.json().data.map((b: { id: number }) => b.id)).toEqual([third, first, second])

    await t.deps.db.update(businesses).set({ status: 'unpublished' }).where(eq(businesses.id, first))
    try {
      const after = await visitor.get(`/api/articles/${id}/businesses`)
      expectMatchesContract('listArticleBusinesses', after)
      expect(after.json().data.map((b: { id: number }) => b.id)).toEqual([third, second])
    } finally {
      await t.deps.db.update(businesses).set({ status: 'approved' }).where(eq(businesses.id, first))
    }
  })

  it('answers an empty list for an article without related businesses, and 404 for a draft', async () => {
    const plain = await create(anArticle('paphos-walks', 'published', []))
    expect((await visitor.get(`/api/articles/${plain}/businesses`)).json().data).toEqual([])
    const draft = await create(anArticle('paphos-draft', 'draft', ids))
    const refused = await visitor.get(`/api/articles/${draft}/businesses`)
    expectMatchesContract('listArticleBusinesses', refused)
    expect(refused.statusCode).toBe(404)
  })
})
