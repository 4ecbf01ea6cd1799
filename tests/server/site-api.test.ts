import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { translations } from '../../server/db/schema'
import { PICTURE_SIZES } from '../../server/services/media/generated-images'
import { aSignedInUser } from '../support/accounts'
import { expectMatchesContract } from '../support/contract'
import { fakeWeatherProvider } from '../support/server-fakes'
import { createTestApp, type TestApp } from '../support/test-app'
import { ENGINES } from '../support/test-database'

describe.each(ENGINES)('site API on %s', (engine) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(engine)
  })
  afterAll(() => t.close())

  const call = async (operationId: string, method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await t.app.inject({ method, url, ...(payload ? { payload } : {}) })
    expectMatchesContract(operationId, response)
    return { status: response.statusCode, body: response.json(), headers: response.headers }
  }

  it('reports its health and which database it runs on', async () => {
    const { body } = await call('getHealth', 'GET', '/api/health')
    expect(body).toMatchObject({ success: true, status: 'ok', database: engine })
  })

  it('serves article content in the requested language and falls back to English', async () => {
    const list = await call('listArticles', 'GET', '/api/articles?limit=100')
    expect(list.body.total).toBeGreaterThanOrEqual(40)
    const article = list.body.data[0]
    const greek = await call('getArticleContent', 'GET', `/api/articles/${article.id}/content/el`)
    expect(greek.body.data).toMatchObject({ language: 'el', requestedLanguage: 'el', isFallback: false })
    expect(greek.body.data.content).toMatch(/[\u0370-\u03ff]/)
    const detail = await call('getArticleBySlug', 'GET', `/api/articles/slug/${article.slug}`)
    expect(detail.body.article.languages.sort()).toEqual(['el', 'en', 'ru'])
    const missing = await call('getArticleContent', 'GET', '/api/articles/999999/content/en')
    expect(missing.status).toBe(404)
  })

  it('falls back to English for any well-formed language the portal lacks and says so', async () => {
    const list = await call('listArticles', 'GET', '/api/articles?limit=1')
    const id = list.body.data[0].id
    for (const lang of ['de', 'fr', 'pt-BR']) {
      const { status, body } = await call('getArticleContent', 'GET', `/api/articles/${id}/content/${lang}`)
      expect(status).toBe(200)
      expect(body.data).toMatchObject({ language: 'en', requestedLanguage: lang, isFallback: true })
    }
    const regional = await call('getArticleContent', 'GET', `/api/articles/${id}/content/el-GR`)
    expect(regional.body.data).toMatchObject({
      language: 'el',
      requestedLanguage: 'el-GR',
      isFallback: false,
    })
    const malformed = await call('getArticleContent', 'GET', `/api/articles/${id}/content/not_a-language!`)
    expect(malformed.status).toBe(400)
  })

  it('filters articles by blog category including its subcategories', async () => {
    const tree = await call(
      'listArticleCategories',
      'GET',
      '/api/articles/categories?withCounts=true&hierarchical=true',
    )
    expect(tree.body.data.length).toBeGreaterThanOrEqual(6)
    const category = tree.body.data[0]
    const list = await call('listArticles', 'GET', `/api/articles?category=${category.slug}&limit=100`)
    expect(list.body.total).toBe(category.articleCount)
  })

  it('returns a translation for every UI text in every language', async () => {
    const { body } = await call('getAllTranslations', 'GET', '/api/translations/all')
    // Plural forms differ by language (Russian adds _few and _many), so keys are compared without them.
    const baseKeys = (table: object) =>
      [...new Set(Object.keys(table).map((k) => k.replace(/_(zero|one|two|few|many|other)$/, '')))].sort()
    const keys = baseKeys(body.data.en)
    expect(keys.length).toBeGreaterThan(50)
    expect(baseKeys(body.data.el)).toEqual(keys)
    expect(baseKeys(body.data.ru)).toEqual(keys)
    expect(Object.keys(body.data.ru)).toEqual(
      expect.arrayContaining(['business.reviewCount_few', 'business.reviewCount_many']),
    )
  })

  it("serves one language's interface texts complete: its own, else English, with the admins' changes", async () => {
    const all = await call('getAllTranslations', 'GET', '/api/translations/all')
    const greek = await call('getInterfaceTexts', 'GET', '/api/translations/ui/el')
    expect(greek.body.language).toBe('el')
    expect(greek.body.data['nav.listings']).toBe(all.body.data.el['nav.listings'])
    expect(greek.body.data['nav.listings']).toMatch(/[\u0370-\u03ff]/)
    expect(Object.keys(greek.body.data)).toEqual(expect.arrayContaining(Object.keys(all.body.data.en)))

    await t.deps.db
      .delete(translations)
      .where(and(eq(translations.language, 'ru'), eq(translations.key, 'nav.listings')))
    const { token } = await aSignedInUser(t.deps.db, 'admin')
    const override = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/translations/app.tagline',
      headers: { authorization: `Bearer ${token}` },
      payload: { ru: 'Каталог Кипра, проверенный администратором' },
    })
    expect(override.statusCode).toBe(200)
    const russian = await call('getInterfaceTexts', 'GET', '/api/translations/ui/ru')
    expect(russian.body.data['nav.listings']).toBe(all.body.data.en['nav.listings'])
    expect(russian.body.data['app.tagline']).toBe('Каталог Кипра, проверенный администратором')

    const unknown = await call('getInterfaceTexts', 'GET', '/api/translations/ui/de')
    expect(unknown.status).toBe(400)
    expect(unknown.body).toMatchObject({ success: false })
  })

  it('serves the stored readings and refuses a refresh when no provider is configured', async () => {
    const weather = await call('getWeather', 'GET', '/api/weather')
    expect(weather.body.data.length).toBeGreaterThanOrEqual(6)
    const { token } = await aSignedInUser(t.deps.db, 'admin')
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/weather/refresh',
      headers: { authorization: `Bearer ${token}` },
    })
    expectMatchesContract('refreshWeather', refresh)
    expect(refresh.statusCode).toBe(503)
    expect(refresh.json().error).toMatch(/^Failed to refresh weather data/)
  })

  it('gives a business without a plan the Basic plan of the spec', async () => {
    const list = await call('listBusinesses', 'GET', '/api/businesses?limit=100')
    const answers = await Promise.all(
      list.body.data.map((b: { id: number }) =>
        call('getBusinessFeatures', 'GET', `/api/business-subscriptions/business/${b.id}/features`),
      ),
    )
    const basic = answers.find((a) => a.body.data.plan.slug === 'basic')
    expect(basic?.body.data.features).toMatchObject({
      max_listings: 1,
      max_description_length: 500,
      max_images: 5,
      max_videos: 0,
      blog_posts_per_year: 0,
      special_offers_max: 0,
      max_categories: 2,
      support_level: 'community',
      analytics: 'basic',
      customer_reviews: true,
      featured_badge: false,
    })
    const paid = answers.find((a) => a.body.data.plan.slug !== 'basic')
    expect(paid?.body.data.plan.status).toBe('active')
    expect(paid?.body.data.features.max_images).toBeGreaterThan(5)
  })

  it('builds a public virtual card with a vCard and scannable QR codes as SVG', async () => {
    const { body } = await call('getPublicVirtualCard', 'GET', '/api/agents/virtual-card/public/1')
    expect(body.data.cards[0].vcard).toMatch(/^BEGIN:VCARD\r\nVERSION:3\.0/)
    expect(body.data.qrCodes.map((q: { kind: string }) => q.kind)).toEqual(
      expect.arrayContaining(['vcard', 'page']),
    )
    for (const qr of body.data.qrCodes) expect(qr.svg).toMatch(/^<svg[^>]*viewBox/)
    expect(body.data.qrCodes.find((q: { kind: string }) => q.kind === 'page').target).toMatch(
      /^http:\/\/portal\.test\//,
    )
  })

  it('says speech transcription is unavailable when no provider is configured', async () => {
    const { body } = await call('getSpeechStatus', 'GET', '/api/speech/status')
    expect(body).toEqual({ success: true, available: false })
  })

  it('answers a sign-up and the same address again in another case alike, revealing nothing (double opt-in)', async () => {
    const first = await call('subscribeNewsletter', 'POST', '/api/subscription/subscribe', {
      email: 'eleni@example.com.cy',
      language: 'el',
    })
    expect(first.status).toBe(202)
    const again = await call('subscribeNewsletter', 'POST', '/api/subscription/subscribe', {
      email: 'Eleni@Example.com.cy',
    })
    expect(again.status).toBe(202)
    expect(again.body).toEqual(first.body)
  })

  it('serves the seeded pictures as WebP at their drawn sizes, the same drawings as SVG, and 404 for unknown ones', async () => {
    const business = (await call('getBusinessById', 'GET', '/api/businesses/1')).body.business
    const article = (await call('listArticles', 'GET', '/api/articles?limit=1')).body.data[0]
    const expected = [
      [business.logo, PICTURE_SIZES.logo],
      ...business.images.map((url: string) => [url, PICTURE_SIZES.photo]),
      [article.image, PICTURE_SIZES.cover],
    ] as const
    expect(expected.length).toBeGreaterThan(2)
    for (const [url, size] of expected) {
      const image = await t.app.inject({ method: 'GET', url })
      expect(image.statusCode, url).toBe(200)
      expect(image.headers['content-type']).toBe('image/webp')
      expect(image.headers['cache-control']).toContain('max-age=')
      const { format, width, height } = await sharp(image.rawPayload).metadata()
      expect({ format, width, height }).toEqual({ format: 'webp', ...size })
      // Links made when the pictures were SVG still show the same drawing.
      const drawing = await t.app.inject({ method: 'GET', url: url.replace(/\.webp$/, '.svg') })
      expect(drawing.statusCode, url).toBe(200)
      expect(drawing.headers['content-type']).toMatch(/^image\/svg\+xml/)
    }
    for (const url of [
      `/media/businesses/${business.slug}/photo-99.webp`,
      `/media/businesses/${business.slug}/photo-99.svg`,
      `/media/businesses/${business.slug}/logo.png`,
      `/media/businesses/no-such-business/logo.webp`,
      `/media/articles/no-such-article/cover.webp`,
    ]) {
      const missing = await t.app.inject({ method: 'GET', url })
      expect(missing.statusCode, url).toBe(404)
      expect(missing.json()).toMatchObject({ success: false, code: 'NOT_FOUND' })
    }
  })

  it("serves the icon the pages name as a 32-pixel PNG, a phone's home-screen icon at 180, and the SVG mark", async () => {
    for (const [url, size] of [
      ['/favicon.png', 32],
      ['/favicon.ico', 32],
      ['/apple-touch-icon.png', 180],
    ] as const) {
      const icon = await t.app.inject({ method: 'GET', url })
      expect(icon.statusCode, url).toBe(200)
      expect(icon.headers['content-type']).toBe('image/png')
      const { format, width, height } = await sharp(icon.rawPayload).metadata()
      expect({ format, width, height }, url).toEqual({ format: 'png', width: size, height: size })
    }
    const mark = await t.app.inject({ method: 'GET', url: '/favicon.svg' })
    expect(mark.headers['content-type']).toMatch(/^image\/svg\+xml/)
  })
})

describe('weather refresh with a live provider', () => {
  it('stores fresh readings, then spaces refreshes out with 429 and Retry-After', async () => {
    const provider = fakeWeatherProvider({ temperature: 21.4 })
    const t = await createTestApp('pglite', { weather: provider })
    try {
      const { token } = await aSignedInUser(t.deps.db, 'admin')
      const headers = { authorization: `Bearer ${token}` }
      const refreshed = await t.app.inject({ method: 'POST', url: '/api/weather/refresh', headers })
      expectMatchesContract('refreshWeather', refreshed)
      expect(
        refreshed
          .json()
          .data.every(
            (w: { temperature: number; source: string }) =>
              w.temperature === 21.4 && w.source === 'open-meteo',
          ),
      ).toBe(true)
      const tooSoon = await t.app.inject({ method: 'POST', url: '/api/weather/refresh', headers })
      expectMatchesContract('refreshWeather', tooSoon)
      expect(tooSoon.statusCode).toBe(429)
      expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0)
    } finally {
      await t.close()
    }
  })

  it('keeps the stored readings when the provider is down', async () => {
    const t = await createTestApp('pglite', { weather: fakeWeatherProvider('down') })
    try {
      const { token } = await aSignedInUser(t.deps.db, 'admin')
      const before = (await t.app.inject({ method: 'GET', url: '/api/weather' })).json().data
      const failed = await t.app.inject({
        method: 'POST',
        url: '/api/weather/refresh',
        headers: { authorization: `Bearer ${token}` },
      })
      expectMatchesContract('refreshWeather', failed)
      expect(failed.statusCode).toBe(503)
      expect(failed.json()).toMatchObject({ success: false, code: 'WEATHER_PROVIDER_UNAVAILABLE' })
      expect((await t.app.inject({ method: 'GET', url: '/api/weather' })).json().data).toEqual(before)
    } finally {
      await t.close()
    }
  })
})
