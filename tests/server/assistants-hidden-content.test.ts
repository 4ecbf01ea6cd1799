import { and, desc, eq, gt } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { articles, businesses } from '../../server/db/schema'
import { createDirectorySnapshots } from '../../server/services/chat-engine/local/directory-snapshot'
import { aSignedInUser } from '../support/accounts'
import { expectMatchesContract } from '../support/contract'
import { createTestApp, type TestApp } from '../support/test-app'

type Output = { output: string; businessIds?: number[] }
type PublicReview = { id: number; body: string }

// Hidden content never leaks through the assistants: a draft article, a hidden review, an unpublished business.
describe('the assistants answer only with public content', () => {
  let t: TestApp
  let adminToken: string
  beforeAll(async () => {
    t = await createTestApp('pglite')
    adminToken = (await aSignedInUser(t.deps.db, 'admin')).token
  })
  afterAll(() => t.close())

  const run = async (workflow: string, payload: object): Promise<{ status: number; data: Output }> => {
    const response = await t.app.inject({ method: 'POST', url: `/api/n8n/${workflow}`, payload })
    expectMatchesContract('runWorkflow', response)
    return { status: response.statusCode, data: (response.json() as { data: Output }).data }
  }
  const askAi = (businessSlug: string, query: string) =>
    run('business-ask-ai', { query, history: [], businessSlug })
  const admin = (url: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${adminToken}` } })

  it('stops citing an article at the next answer once it is set back to draft', async () => {
    const [newest] = await t.deps.db
      .select({ id: articles.id, slug: articles.slug })
      .from(articles)
      .where(eq(articles.status, 'published'))
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(1)
    if (!newest) throw new Error('the seed has no published article')
    const link = `/${newest.slug}"`
    expect((await run('news-fetch', {})).data.output).toContain(link)

    await t.deps.db.update(articles).set({ status: 'draft' }).where(eq(articles.id, newest.id))
    try {
      expect((await run('news-fetch', {})).data.output).not.toContain(link)
    } finally {
      await t.deps.db.update(articles).set({ status: 'published' }).where(eq(articles.id, newest.id))
    }
    expect((await run('news-fetch', {})).data.output).toContain(link)
  })

  it('reloads the directory snapshot only when the public data version changes', async () => {
    let version = 1
    const snapshot = createDirectorySnapshots(t.deps.db, { current: async () => version })
    const first = await snapshot()
    expect(await snapshot()).toBe(first)
    version = 2
    const second = await snapshot()
    expect(second).not.toBe(first)
    expect(await snapshot()).toBe(second)
  })

  it('Ask AI no longer quotes a review once an admin hides it, and counts one review fewer', async () => {
    const [business] = await t.deps.db
      .select({ id: businesses.id, slug: businesses.slug, reviewCount: businesses.reviewCount })
      .from(businesses)
      .where(and(eq(businesses.status, 'approved'), gt(businesses.reviewCount, 3)))
      .orderBy(businesses.id)
      .limit(1)
    if (!business) throw new Error('the seed has no reviewed business')
    const answer = async () => (await askAi(business.slug, 'What do reviewers say?')).data.output
    const before = await answer()
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/businesses/${business.id}/reviews?limit=10`,
    })
    const reviews = (listed.json() as { data: { reviews: PublicReview[] } }).data.reviews
    const quoted = reviews.find((r) => before.includes(r.body.replace(/\s+/g, ' ').trim().slice(0, 30)))
    if (!quoted) throw new Error('Ask AI quoted none of the newest reviews')
    const excerpt = quoted.body.replace(/\s+/g, ' ').trim().slice(0, 30)

    expect((await admin(`/api/admin/reviews/${quoted.id}/hide`, { reason: 'Spam' })).statusCode).toBe(200)
    try {
      const after = await answer()
      expect(after).not.toContain(excerpt)
      expect(after).toContain(`from ${business.reviewCount - 1} reviews`)
    } finally {
      expect((await admin(`/api/admin/reviews/${quoted.id}/restore`)).statusCode).toBe(200)
    }
  })

  it('an unpublished business is not answered by Ask AI, the assistant search or similar businesses', async () => {
    const [anchor] = (
      (await t.app.inject({ method: 'GET', url: '/api/businesses?limit=1' })).json() as {
        data: Array<{ id: number }>
      }
    ).data
    if (!anchor) throw new Error('no public business')
    const similarIds = async () =>
      (
        (await t.app.inject({ method: 'GET', url: `/api/businesses/${anchor.id}/similar` })).json() as {
          data: Array<{ id: number }>
        }
      ).data.map((b) => b.id)
    const neighbourId = (await similarIds())[0]
    if (!neighbourId) throw new Error('the business has no similar one')
    const [neighbour] = await t.deps.db
      .select({ slug: businesses.slug, name: businesses.name })
      .from(businesses)
      .where(eq(businesses.id, neighbourId))
    if (!neighbour?.name.en) throw new Error('the similar business has no English name')
    const searchIds = async () =>
      (await run('business-search-ids', { query: neighbour.name.en ?? '' })).data.businessIds ?? []
    expect(await searchIds()).toContain(neighbourId)

    await t.deps.db.update(businesses).set({ status: 'unpublished' }).where(eq(businesses.id, neighbourId))
    try {
      const asked = await askAi(neighbour.slug, 'Are you open now?')
      expect(asked.status).toBe(404)
      expect(await searchIds()).not.toContain(neighbourId)
      expect(await similarIds()).not.toContain(neighbourId)
    } finally {
      await t.deps.db.update(businesses).set({ status: 'approved' }).where(eq(businesses.id, neighbourId))
    }
  })
})
