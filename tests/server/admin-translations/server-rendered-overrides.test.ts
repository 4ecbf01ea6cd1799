import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGE_TABLES } from '@content/messages'
import { aSignedInUser } from '../../support/accounts'
import { cachedPages } from '../../support/cached-pages'
import { createTestApp, type TestApp } from '../../support/test-app'

// The page cache is in the way on purpose: an edit must not be hidden by a cached page.
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
