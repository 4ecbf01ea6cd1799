import { describe, expect, it } from 'vitest'
import { createApiAdminContent } from '@/adapters/api/api-admin-content.adapter'
import { createApiClient } from '@/adapters/api/api-client'
import { expectRequestMatchesContract } from '../support/contract'
import { anAdminArticle } from '../support/fake-admin-content'

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

/** The adapter over a fake fetch that answers with the article it was sent and records each request. */
function adminContentWith() {
  const requests: Request[] = []
  const api = createApiClient({
    baseUrl: 'http://portal.test',
    language: () => 'en',
    token: () => 'admin-token',
    fetch: async (request) => {
      requests.push(request.clone())
      return json({ success: true, data: anAdminArticle() }, request.method === 'POST' ? 201 : 200)
    },
  })
  return { adminContent: createApiAdminContent(api), requests }
}

describe('the admin content adapter', () => {
  it('updates an article with exactly the body the contract takes, without the article’s id', async () => {
    const { adminContent, requests } = adminContentWith()
    // The editor hands over the article as it loaded it, id and all.
    const loaded = anAdminArticle({ status: 'published', relatedBusinessIds: [12] })
    await adminContent.updateArticle(1, loaded)
    const body: unknown = await requests[0]?.json()
    expect(new URL(requests[0]!.url).pathname).toBe('/api/admin/articles/1')
    expect(body).not.toHaveProperty('id')
    expectRequestMatchesContract('updateArticle', body)
    expect(body).toMatchObject({ slug: 'kataifi-season', status: 'published', relatedBusinessIds: [12] })
  })

  it('creates an article with the body the contract takes', async () => {
    const { adminContent, requests } = adminContentWith()
    const { id: _id, ...input } = anAdminArticle()
    await adminContent.createArticle(input)
    expectRequestMatchesContract('createArticle', await requests[0]?.json())
  })
})
