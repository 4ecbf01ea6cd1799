import { ApiError } from '@domain/errors'
import type { Locale } from '@domain/i18n/localized-text'
import { missingPlaceholder } from '@domain/i18n/placeholders'
import { isUntranslated, type TranslationEntry } from '@domain/i18n/translation-entry'
import type { AdminTranslationsPort } from '@/ports'

type Texts = Record<Locale, string>

/** A few keys of the catalogs, as a test reads them; `nav.blog` is still English in Greek. */
export const SAMPLE_CATALOG: Record<string, Texts> = {
  'nav.blog': { en: 'Blog', el: 'Blog', ru: 'Блог' },
  'nav.home': { en: 'Home', el: 'Αρχική', ru: 'Главная' },
  'topbar.email': {
    en: 'Email us at {{email}}',
    el: 'Γράψτε μας στο {{email}}',
    ru: 'Пишите нам: {{email}}',
  },
}

/**
 * The editor's calls in memory, checked as the server checks them (keys of the catalog only, placeholders kept),
 * 50 keys to a page. `failing` answers every call like a refused one.
 */
export function fakeAdminTranslations(catalog = SAMPLE_CATALOG, { failing = false } = {}) {
  const overrides = new Map<string, string>()
  const saves: Array<{ key: string; texts: Partial<Texts> }> = []
  const entry = (key: string): TranslationEntry => {
    const base = catalog[key]
    if (!base) throw new ApiError('admin.unavailable', 404, 'TRANSLATION_KEY_NOT_FOUND')
    const text = (l: Locale) => overrides.get(`${l} ${key}`) ?? base[l]
    const has = (l: Locale) => overrides.has(`${l} ${key}`)
    return {
      key,
      texts: { en: text('en'), el: text('el'), ru: text('ru') },
      overrides: { en: has('en'), el: has('el'), ru: has('ru') },
    }
  }
  const refuseIfFailing = () => {
    if (failing) throw new ApiError('admin.unavailable', 403, 'FORBIDDEN')
  }
  const port: AdminTranslationsPort & { saves: typeof saves } = {
    saves,
    async list(filter) {
      refuseIfFailing()
      const all = Object.keys(catalog).sort().map(entry)
      const needle = filter.q?.toLowerCase() ?? ''
      const matching = all.filter(
        (e) =>
          (!filter.missing || isUntranslated(e.texts, filter.missing)) &&
          [e.key, ...Object.values(e.texts)].some((t) => t.toLowerCase().includes(needle)),
      )
      const gaps = (l: 'el' | 'ru') => ({
        missing: all.filter((e) => e.texts[l] === '').length,
        identical: all.filter((e) => e.texts[l] !== '' && e.texts[l] === e.texts.en).length,
      })
      return {
        items: matching.slice((filter.page - 1) * 50, filter.page * 50),
        total: matching.length,
        page: filter.page,
        pageSize: 50,
        report: { keys: all.length, el: gaps('el'), ru: gaps('ru') },
      }
    },
    async save(key, texts) {
      refuseIfFailing()
      const english = entry(key).texts.en
      for (const text of Object.values(texts)) {
        if (missingPlaceholder(english, text))
          throw new ApiError('admin.unavailable', 400, 'PLACEHOLDER_MISSING')
      }
      saves.push({ key, texts })
      for (const [l, text] of Object.entries(texts)) overrides.set(`${l} ${key}`, text)
      return entry(key)
    },
    async reset(key, locale) {
      refuseIfFailing()
      overrides.delete(`${locale} ${key}`)
      return entry(key)
    },
  }
  return port
}
