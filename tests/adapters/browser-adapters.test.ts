import { describe, expect, it } from 'vitest'
import { createDataLayerAnalytics, type DataLayerHost } from '@/adapters/browser/data-layer-analytics.adapter'
import {
  createLocalStorageLanguagePreference,
  LANGUAGE_STORAGE_KEY,
} from '@/adapters/storage/local-storage-language-preference.adapter'

/** A Storage kept in a Map, as the test's own stand-in for localStorage. */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial))
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  }
}

describe('the language preference in localStorage', () => {
  it('restores en, el and ru', () => {
    const preference = createLocalStorageLanguagePreference(
      () => memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'ru' }),
      {
        cookie: '',
      },
    )
    expect(preference.load()).toBe('ru')
  })

  it('does not restore any other language', () => {
    const preference = createLocalStorageLanguagePreference(
      () => memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'de' }),
      {
        cookie: '',
      },
    )
    expect(preference.load()).toBeNull()
  })

  it('stores the choice and mirrors it into the lang cookie for the server', () => {
    const storage = memoryStorage()
    const cookies = { cookie: '' }
    createLocalStorageLanguagePreference(() => storage, cookies).save('el')
    expect(storage.getItem(LANGUAGE_STORAGE_KEY)).toBe('el')
    expect(cookies.cookie).toMatch(/^lang=el; Path=\/; Max-Age=\d+; SameSite=Lax$/)
  })

  it('keeps working when storage is blocked', () => {
    const cookies = { cookie: '' }
    const preference = createLocalStorageLanguagePreference(() => {
      throw new DOMException('blocked', 'SecurityError')
    }, cookies)
    expect(preference.load()).toBeNull()
    preference.save('ru')
    expect(cookies.cookie).toContain('lang=ru')
  })
})

describe('the dataLayer analytics', () => {
  it('pushes page views for a tag manager to pick up', () => {
    const host: DataLayerHost = {}
    const analytics = createDataLayerAnalytics(host)
    analytics.pageView({ path: '/businesses', query: 'page=2' })
    expect(host.dataLayer).toEqual([{ event: 'page_view', page_path: '/businesses', page_query: 'page=2' }])
  })
})
