import { describe, expect, it } from 'vitest'
import { withEnglishFallback } from '@/adapters/api/english-fallback-translations'
import { fakeTranslations } from '../support/fakes'

const english = { 'nav.listings': 'Listings', 'nav.blog': 'Blog' }

describe('the English fallback of the translations', () => {
  it('fills the keys the server table lacks with English', async () => {
    const translations = withEnglishFallback(
      fakeTranslations({ el: { 'nav.listings': 'Καταχωρίσεις' } }),
      async () => english,
    )
    expect(await translations.table('el')).toEqual({ 'nav.listings': 'Καταχωρίσεις', 'nav.blog': 'Blog' })
  })

  it('answers English alone when the server table cannot be loaded', async () => {
    const translations = withEnglishFallback(fakeTranslations({}), async () => english)
    expect(await translations.table('ru')).toEqual(english)
  })

  it('loads the English catalog only when a table is asked for', async () => {
    let loads = 0
    const translations = withEnglishFallback(fakeTranslations({ el: {} }), async () => {
      loads += 1
      return english
    })
    expect(loads).toBe(0)
    await translations.table('el')
    expect(loads).toBe(1)
  })
})
