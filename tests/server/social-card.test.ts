import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../support/test-app'

describe('link-preview pictures', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('pglite')
  })
  afterAll(() => t.close())

  const get = (url: string) => t.app.inject({ method: 'GET', url })

  it('draws a business and an article as 1200×630 PNGs that can be cached', async () => {
    const business = (await get('/api/businesses?limit=1')).json().data[0]
    const article = (await get('/api/articles?limit=1')).json().data[0]
    for (const url of [
      `/media/og/businesses/${business.slug}.png`,
      `/media/og/articles/${article.slug}.png`,
    ]) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['content-type']).toBe('image/png')
      expect(response.headers['cache-control']).toContain('max-age=')
      const { format, width, height } = await sharp(response.rawPayload).metadata()
      expect({ format, width, height }).toEqual({ format: 'png', width: 1200, height: 630 })
    }
  })

  it("writes the title in the page's language", async () => {
    const business = (await get('/api/businesses?limit=1')).json().data[0]
    const english = await get(`/media/og/businesses/${business.slug}.png`)
    const greek = await get(`/media/og/businesses/${business.slug}.png?lang=el`)
    const unknown = await get(`/media/og/businesses/${business.slug}.png?lang=xx`)
    expect(greek.statusCode).toBe(200)
    if (business.name.el !== business.name.en) expect(greek.rawPayload.equals(english.rawPayload)).toBe(false)
    expect(unknown.rawPayload.equals(english.rawPayload)).toBe(true)
  })

  it('answers 404 for a slug nobody has, or one that is not a slug', async () => {
    expect((await get('/media/og/businesses/no-such-business.png')).statusCode).toBe(404)
    expect((await get('/media/og/articles/..%2Fsecret.png')).statusCode).toBe(404)
  })
})
