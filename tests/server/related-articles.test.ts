import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rankRelatedArticles } from '@domain/article/related-articles'
import { expectMatchesContract } from '../support/contract'
import { createTestApp, type TestApp } from '../support/test-app'

type Summary = { id: number; category: { id: number; path: string }; publishedAt: string }

describe('related articles API', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('pglite')
  })
  afterAll(() => t.close())

  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url })
    expectMatchesContract('listRelatedArticles', response)
    return { status: response.statusCode, body: response.json() }
  }

  it('gives three articles by default, those of the same category first, never the article itself', async () => {
    const all = (await t.app.inject({ method: 'GET', url: '/api/articles?limit=100' })).json()
      .data as Summary[]
    const perCategory = new Map<number, number>()
    for (const a of all) perCategory.set(a.category.id, (perCategory.get(a.category.id) ?? 0) + 1)
    const article = all.find((a) => (perCategory.get(a.category.id) ?? 0) >= 2)
    if (!article) throw new Error('the demo blog needs a category with two articles')
    const { status, body } = await get(`/api/articles/${article.id}/related`)
    expect(status).toBe(200)
    const related = body.data as Summary[]
    expect(related).toHaveLength(3)
    expect(related.map((a) => a.id)).not.toContain(article.id)
    expect(related[0]?.category.id).toBe(article.category.id)
    // Once the list leaves the category it never comes back to it.
    const same = related.map((a) => a.category.id === article.category.id)
    expect(same).toEqual([...same].sort((a, b) => Number(b) - Number(a)))
  })

  it('answers 404 for an article that does not exist and 400 for a limit above twelve', async () => {
    expect((await get('/api/articles/999999/related')).status).toBe(404)
    expect((await get('/api/articles/1/related?limit=13')).status).toBe(400)
  })
})

describe('ranking related articles', () => {
  const at = (day: number) => new Date(Date.UTC(2026, 0, day))
  const article = (id: number, categoryId: number, topCategoryId: number, en: string, day = 1) => ({
    id,
    categoryId,
    topCategoryId,
    title: { en },
    publishedAt: at(day),
  })

  it('puts the same category first, then the same top-level category, then shared title words', () => {
    const self = article(1, 10, 1, 'Best beaches of Paphos')
    const ranked = rankRelatedArticles(
      self,
      [
        self,
        article(2, 30, 3, 'Paphos beaches guide', 9),
        article(3, 11, 1, 'Mountain villages', 5),
        article(4, 10, 1, 'Wine routes', 2),
        article(5, 30, 3, 'Property taxes', 8),
      ],
      10,
    )
    expect(ranked.map((a) => a.id)).toEqual([4, 3, 2, 5])
  })

  it('prefers shared words in any language over recency within a group', () => {
    const self = { ...article(1, 10, 1, ''), title: { el: 'Παραλίες της Πάφου' } }
    const ranked = rankRelatedArticles(
      self,
      [article(2, 10, 1, 'Newest news', 20), { ...article(3, 10, 1, '', 2), title: { el: 'Οι παραλίες' } }],
      2,
    )
    expect(ranked.map((a) => a.id)).toEqual([3, 2])
  })
})
