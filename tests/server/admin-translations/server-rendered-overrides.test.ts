import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGE_TABLES } from '@content/messages'
import { render } from '../../../src/entry-server'
import { createInProcessFetch } from '../../../server/ssr/in-process-fetch'
import { createPageCache, DEFAULT_PAGE_CACHE_LIMITS } from '../../../server/ssr/page-cache'
import { fromWebResponse, toWebRequest } from '../../../server/ssr/web-request'
import { aSignedInUser } from '../../support/accounts'
import { createTestApp, type TestApp } from '../../support/test-app'

const ASSETS = { scripts: ['/assets/entry-client.js'], preloads: [], css: [] }

// The production page route with its page cache, so the test also shows an edit is not hidden by a cached page.
async function cachedPages(app: FastifyInstance) {
  const versions = app.publicCache?.versions
  if (!versions) throw new Error('the app has no public cache')
  const pages = createPageCache(versions, DEFAULT_PAGE_CACHE_LIMITS)
  app.get('/*', async (request, reply) => {
    const page = await pages.serve(request, async () =>
      fromWebResponse(
        await render({
          request: toWebRequest(request, reply),
          apiFetch: createInProcessFetch(app, request),
          assets: ASSETS,
          cspNonce: request.cspNonce,
        }),
      ),
    )
    return reply.code(page.status).headers(page.headers).send(page.body)
  })
}

describe('server-rendered pages and edited interface texts', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { renderPages: cachedPages })
  })
  afterAll(() => t.close())

  it('render with an admin’s override at once, and with the catalog text again once it is dropped', async () => {
    const admin = await aSignedInUser(t.deps.db, 'admin')
    const page = () => t.app.inject({ method: 'GET', url: '/about?lang=el' })
    const catalogText = MESSAGE_TABLES.el['nav.blog'] ?? ''
    expect((await page()).body).toContain(`>${catalogText}<`)

    const edit = (method: 'PUT' | 'DELETE') =>
      t.app.inject({
        method,
        url: '/api/admin/translations/nav.blog',
        headers: { authorization: `Bearer ${admin.token}` },
        ...(method === 'PUT' ? { payload: { el: 'Άρθρα και νέα' } } : {}),
      })
    expect((await edit('PUT')).statusCode).toBe(200)
    expect((await page()).body).toContain('>Άρθρα και νέα<')

    expect((await edit('DELETE')).statusCode).toBe(200)
    const restored = (await page()).body
    expect(restored).not.toContain('>Άρθρα και νέα<')
    expect(restored).toContain(`>${catalogText}<`)
  })
})
