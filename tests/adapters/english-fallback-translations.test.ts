import { describe, expect, it } from 'vitest'
import { withEnglishFallback } from '@/adapters/api/english-fallback-translations'
import { fakeTranslations } from '../support/fakes'

const english = { 'nav.listings': 'Listings', 'nav.blog': 'Blog' }

describe('the English fallback of the translations', () => {
  it("hands out the server's table, which is complete, without loading English", async () => {
    let loads = 0
    const greek = { 'nav.listings': 'Καταχωρίσεις', 'nav.blog': 'Blog' }
    const translations = withEnglishFallback(fakeTranslations({ el: greek }), async () => {
      loads += 1
      return english
    })
    expect(await translations.table('el')).toEqual(greek)
    expect(loads).toBe(0)
  })

  it('answers English when the server table cannot be loaded', async () => {
    const translations = withEnglishFallback(fakeTranslations({}), async () => english)
    expect(await translations.table('ru')).toEqual(english)
  })
})
