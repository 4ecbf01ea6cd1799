import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGE_TABLES } from '@content/messages'
import { aSignedInUser } from '../../support/accounts'
import { expectMatchesContract } from '../../support/contract'
import { createTestApp, type TestApp } from '../../support/test-app'

describe('the admin translations editor', () => {
  let t: TestApp
  let admin: Awaited<ReturnType<typeof aSignedInUser>>
  beforeAll(async () => {
    t = await createTestApp('pglite')
    admin = await aSignedInUser(t.deps.db, 'admin')
  })
  afterAll(() => t.close())

  const as = (token: string) => ({ authorization: `Bearer ${token}` })
  const list = (query = '') =>
    t.app.inject({ method: 'GET', url: `/api/admin/translations${query}`, headers: as(admin.token) })
  const put = (key: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/translations/${key}`, payload, headers: as(admin.token) })
  const served = async () => (await t.app.inject({ method: 'GET', url: '/api/translations/all' })).json().data

  it('lists the catalog keys with their three texts, a page at a time, with the report of gaps', async () => {
    const response = await list()
    expectMatchesContract('listAdminTranslations', response)
    const body = response.json()
    expect(body.total).toBe(Object.keys(MESSAGE_TABLES.en).length)
    expect(body.data).toHaveLength(50)
    expect(body.report.keys).toBe(body.total)
    expect(body.report.el).toEqual({ missing: expect.any(Number), identical: expect.any(Number) })
    const second = (await list('?page=2')).json().data
    expect(second[0].key > body.data[49].key).toBe(true)
  })

  it('finds keys by part of the key or of a text, in any case', async () => {
    const byKey = (await list('?q=NAV.LISTINGS')).json().data
    expect(byKey.map((e: { key: string }) => e.key)).toContain('nav.listings')
    const entry = byKey.find((e: { key: string }) => e.key === 'nav.listings')
    expect(entry.texts).toEqual({
      en: MESSAGE_TABLES.en['nav.listings'],
      el: MESSAGE_TABLES.el['nav.listings'],
      ru: MESSAGE_TABLES.ru['nav.listings'],
    })
    expect(entry.overrides).toEqual({ en: false, el: false, ru: false })
    const byGreek = (await list(`?q=${encodeURIComponent(MESSAGE_TABLES.el['nav.listings'] ?? '')}`)).json()
    expect(byGreek.data.map((e: { key: string }) => e.key)).toContain('nav.listings')
  })

  it('filters the keys whose Greek text is missing or identical to English', async () => {
    await put('nav.blog', { el: MESSAGE_TABLES.en['nav.blog'] ?? 'Blog' })
    const response = await list('?missing=el')
    const body = response.json()
    expect(body.data.map((e: { key: string }) => e.key)).toContain('nav.blog')
    expect(body.total).toBe(body.report.el.missing + body.report.el.identical)
    for (const entry of body.data)
      expect(entry.texts.el === '' || entry.texts.el === entry.texts.en).toBe(true)
    await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/translations/nav.blog',
      headers: as(admin.token),
    })
  })

  it('serves an override from /api/translations/all at once, and deleting it brings the catalog text back', async () => {
    const saved = await put('nav.listings', { el: 'Καταχωρίσεις επιχειρήσεων' })
    expectMatchesContract('updateTranslation', saved)
    expect(saved.json().data).toMatchObject({
      key: 'nav.listings',
      texts: { el: 'Καταχωρίσεις επιχειρήσεων' },
      overrides: { en: false, el: true, ru: false },
    })
    expect((await served()).el['nav.listings']).toBe('Καταχωρίσεις επιχειρήσεων')

    const dropped = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/translations/nav.listings?language=el',
      headers: as(admin.token),
    })
    expectMatchesContract('deleteTranslationOverride', dropped)
    expect(dropped.json().data.overrides.el).toBe(false)
    expect((await served()).el['nav.listings']).toBe(MESSAGE_TABLES.el['nav.listings'])
  })

  it('records the edit in the audit trail with the texts before and after', async () => {
    await put('nav.about', { ru: 'О портале' })
    const [entry] = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/audit?entity=translation',
        headers: as(admin.token),
      })
    ).json().data
    expect(entry).toMatchObject({
      action: 'updateTranslation',
      entityType: 'translation',
      entityId: 'nav.about',
      before: { texts: { ru: MESSAGE_TABLES.ru['nav.about'] } },
      after: { texts: { ru: 'О портале' } },
    })
  })

  it('refuses a text that drops a placeholder of the English text, naming it', async () => {
    const response = await put('topbar.email', { el: 'Στείλτε μας email' })
    expectMatchesContract('updateTranslation', response)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'PLACEHOLDER_MISSING' })
    expect(response.json().error).toContain('{{email}}')
    expect((await put('topbar.email', { el: 'Γράψτε μας στο {{email}}' })).statusCode).toBe(200)
  })

  it('answers 404 for a key the catalogs do not have', async () => {
    const response = await put('no.such.key', { el: 'Κάτι' })
    expectMatchesContract('updateTranslation', response)
    expect(response.statusCode).toBe(404)
    expect(response.json().code).toBe('TRANSLATION_KEY_NOT_FOUND')
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/translations/__proto__',
      headers: as(admin.token),
    })
    expect(deleted.statusCode).toBe(404)
  })

  it('refuses everyone but admins', async () => {
    const user = await aSignedInUser(t.deps.db, 'user')
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/translations' })).statusCode).toBe(401)
    const asUser = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/translations/nav.home',
      payload: { el: 'Αρχική' },
      headers: as(user.token),
    })
    expect(asUser.statusCode).toBe(403)
  })
})
