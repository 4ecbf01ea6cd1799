import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectMatchesContract } from '../support/contract'
import { cachedPages } from '../support/cached-pages'
import { createTestApp, type TestApp } from '../support/test-app'

const PAGE = '/andreass-kafeneio'

/** The URL a page's `Link: rel=preload` header names for its texts. */
function preloadedTexts(link: unknown): string | undefined {
  return /<([^>]+)>;\s*rel=preload;\s*as=fetch;\s*crossorigin/.exec(String(link))?.[1]
}

describe("a page's interface texts", () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { renderPages: cachedPages })
  })
  afterAll(() => t.close())
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers })

  it.each(['en', 'el', 'ru'] as const)(
    'come as an answer of their own that the %s page preloads, not inside its HTML',
    async (language) => {
      const page = await get(`${PAGE}?lang=${language}`)
      expect(page.statusCode).toBe(200)
      const url = preloadedTexts(page.headers.link)
      expect(url).toBe(`/api/translations/ui/${language}`)

      const texts = await get(url!)
      expectMatchesContract('getInterfaceTexts', texts)
      const table: Record<string, string> = texts.json().data
      // The page is rendered in those words...
      expect(page.body).toContain(`>${table['nav.listings']}<`)
      // ...but carries none of the table: the back office's texts are on no public page.
      const backOffice = Object.entries(table).filter(
        ([key, text]) => key.startsWith('admin') && text.length > 24 && !/[<>&"'\\]/.test(text),
      )
      expect(backOffice.length).toBeGreaterThan(20)
      for (const [, text] of backOffice) expect(page.body).not.toContain(text)
    },
  )

  it('are preloaded by the not-found page too, which is rendered in them', async () => {
    const missing = await get('/no-such-business-here?lang=ru')
    expect(missing.statusCode).toBe(404)
    expect(preloadedTexts(missing.headers.link)).toBe('/api/translations/ui/ru')
  })
})
