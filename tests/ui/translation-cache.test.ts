import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TRANSLATION_CACHE_MS } from '@/ui/queries/translation-cache'
import type { TranslationsPort } from '@/ports'
import { translationsQuery } from '@/ui/queries/translations'

// Spec §9: the translations table is cached for five minutes.
beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function countingTranslations(): TranslationsPort & { calls: string[] } {
  const calls: string[] = []
  return {
    calls,
    table: async (locale) => {
      calls.push(locale)
      return { 'app.name': `Cyprus Portal (${locale}, ${calls.length})` }
    },
  }
}

describe('the translation cache', () => {
  it('serves the table from the cache for five minutes, then asks the server again', async () => {
    expect(TRANSLATION_CACHE_MS).toBe(300_000)
    const translations = countingTranslations()
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const load = () => queryClient.fetchQuery(translationsQuery(translations, 'el'))

    const first = await load()
    vi.advanceTimersByTime(TRANSLATION_CACHE_MS - 1)
    expect(await load()).toBe(first)
    expect(translations.calls).toEqual(['el'])

    vi.advanceTimersByTime(1)
    const fresh = await load()
    expect(translations.calls).toEqual(['el', 'el'])
    expect(fresh['app.name']).toBe('Cyprus Portal (el, 2)')
    queryClient.clear()
  })

  it('keeps one table per language', async () => {
    const translations = countingTranslations()
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    await queryClient.fetchQuery(translationsQuery(translations, 'el'))
    await queryClient.fetchQuery(translationsQuery(translations, 'ru'))
    await queryClient.fetchQuery(translationsQuery(translations, 'el'))
    expect(translations.calls).toEqual(['el', 'ru'])
    queryClient.clear()
  })
})
