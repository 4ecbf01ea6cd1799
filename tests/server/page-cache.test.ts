import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { businesses, users } from '../../server/db/schema'
import { render } from '../../src/entry-server'
import { aSignedInUser } from '../support/accounts'
import { cachedPages } from '../support/cached-pages'
import { createTestApp, type TestApp } from '../support/test-app'

const PAGE = '/andreass-kafeneio'

const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1] ?? 'none'
const withoutNonce = (body: string, nonce: string) => body.split(nonce).join('NONCE')

describe('cached pages for anonymous visitors', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { renderPages: cachedPages })
  })
  afterAll(() => t.close())
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers })

  it('answers the same page again with a fresh nonce on every script and in the policy', async () => {
    const [first, second] = [await get(PAGE), await get(PAGE)]
    const [a, b] = [
      nonceOf(first.headers['content-security-policy']),
      nonceOf(second.headers['content-security-policy']),
    ]
    expect(a).not.toBe(b)
    expect(second.body).not.toContain(a)
    expect(second.body).toContain(`nonce="${b}"`)
    expect(withoutNonce(second.body, b)).toBe(withoutNonce(first.body, a))
    expect(second.headers['cache-control']).toBe('private, max-age=0, stale-while-revalidate=30')
  })

  it('renders each language of a page apart, from ?lang=, the lang cookie or Accept-Language', async () => {
    const english = await get(PAGE)
    expect(english.body).toContain('<html lang="en"')
    expect((await get(PAGE, { cookie: 'lang=el' })).body).toContain('<html lang="el"')
    expect((await get(PAGE, { 'accept-language': 'ru-RU,ru;q=0.9' })).body).toContain('<html lang="ru"')
    expect((await get(`${PAGE}?lang=el`)).body).toContain('<html lang="el"')
    expect((await get(PAGE)).body).toContain('<html lang="en"')
  })

  it('holds no signed-in visitor’s data, whoever asked first', async () => {
    const { user, token } = await aSignedInUser(t.deps.db, 'user', 'xylia.quorvandt@example.cy')
    await t.deps.db.update(users).set({ name: 'Xylia Quorvandt' }).where(eq(users.id, user.id))
    const signedIn = { authorization: `Bearer ${token}`, cookie: `session=${token}; lang=en` }
    for (const url of ['/', PAGE, '/businesses']) {
      for (const response of [await get(url, signedIn), await get(url), await get(url, signedIn)]) {
        expect(response.statusCode).toBe(200)
        expect(response.body).not.toContain('Quorvandt')
        expect(response.body).not.toContain('xylia.quorvandt')
        expect(response.body).not.toContain(token)
      }
    }
  })

  it('shows a change to the business at once', async () => {
    expect((await get(PAGE)).body).not.toContain('+357 22 987 654')
    await t.deps.db.update(businesses).set({ phone: '+357 22 987 654' }).where(eq(businesses.id, 66))
    expect((await get(PAGE)).body).toContain('+357 22 987 654')
  })

  it('sends a browser’s hit gzipped from the entry, with the nonce of its own policy', async () => {
    const browser = { 'accept-encoding': 'gzip, deflate, br' }
    const [first, second] = [await get(PAGE, browser), await get(PAGE, browser)]
    const nonce = nonceOf(second.headers['content-security-policy'])
    expect(second.headers['content-encoding']).toBe('gzip')
    expect(second.headers.vary).toMatch(/accept-encoding/i)
    expect(Number(second.headers['content-length'])).toBe(second.rawPayload.length)
    const page = gunzipSync(second.rawPayload).toString()
    expect(page).toContain(`nonce="${nonce}"`)
    expect(page).not.toContain(nonceOf(first.headers['content-security-policy']))
    expect(second.rawPayload.length).toBeLessThan(page.length / 3)
  })

  it('sends the plain page to a request that does not accept gzip', async () => {
    for (const encoding of [undefined, 'identity', 'gzip;q=0']) {
      const response = await get(PAGE, encoding ? { 'accept-encoding': encoding } : {})
      expect(response.headers['content-encoding']).toBeUndefined()
      expect(response.body).toContain(`nonce="${nonceOf(response.headers['content-security-policy'])}"`)
    }
  })

  it('gives the same page from a miss and a hit, gzipped or plain, apart from the nonce', async () => {
    const url = `${PAGE}?lang=ru`
    const gzip = { 'accept-encoding': 'gzip' }
    const [miss, hit, plain] = [await get(url, gzip), await get(url, gzip), await get(url)]
    const pages = [miss, hit].map((r) => ({
      text: gunzipSync(r.rawPayload).toString(),
      nonce: nonceOf(r.headers['content-security-policy']),
    }))
    pages.push({ text: plain.body, nonce: nonceOf(plain.headers['content-security-policy']) })
    const [expected, ...others] = pages.map((page) => withoutNonce(page.text, page.nonce))
    expect(expected).toContain('<html lang="ru"')
    for (const other of others) expect(other).toBe(expected)
  })

  it('compresses a hit per response for a browser that accepts br but not gzip', async () => {
    const response = await get(PAGE, { 'accept-encoding': 'br' })
    expect(response.headers['content-encoding']).toBe('br')
    const page = brotliDecompressSync(response.rawPayload).toString()
    expect(page).toContain(`nonce="${nonceOf(response.headers['content-security-policy'])}"`)
  })
})

describe('the language a page is asked for with ?lang=', () => {
  let t: TestApp
  let renders = 0
  beforeAll(async () => {
    t = await createTestApp(
      'pglite',
      {},
      {
        renderPages: (app) =>
          cachedPages(app, (options) => {
            renders += 1
            return render(options)
          }),
      },
    )
  })
  afterAll(() => t.close())
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers })

  it('becomes the lang cookie, on a fresh render and on a page from the cache alike', async () => {
    const fresh = await get('/?lang=ru')
    const cached = await get('/?lang=ru')
    expect(renders).toBe(1)
    for (const page of [fresh, cached]) {
      expect(page.body).toContain('<html lang="ru"')
      expect(page.headers['set-cookie']).toBe('lang=ru; Path=/; Max-Age=31536000; SameSite=Lax')
    }
  })

  it('reads el-GR as Greek and sets no cookie for a language the portal lacks', async () => {
    expect((await get('/?lang=el-GR')).headers['set-cookie']).toBe(
      'lang=el; Path=/; Max-Age=31536000; SameSite=Lax',
    )
    expect((await get('/?lang=de')).headers['set-cookie']).toBeUndefined()
  })

  it('gives no cookie to another visitor served the same cached page without ?lang=', async () => {
    const before = renders
    const russian = { cookie: 'lang=ru' }
    const [first, second] = [await get('/', russian), await get('/', russian)]
    expect(renders).toBe(before + 1)
    for (const page of [first, second]) {
      expect(page.body).toContain('<html lang="ru"')
      expect(page.headers['set-cookie']).toBeUndefined()
    }
  })
})
