import { describe, expect, it } from 'vitest'
import { localeOfTag, pickLocale, pickText, toLocalizedText } from '@domain/i18n/localized-text'

describe('multilingual text', () => {
  it('uses the requested language when it is there', () => {
    expect(pickText({ en: 'Harbour', el: 'Λιμάνι', ru: 'Гавань' }, 'ru')).toBe('Гавань')
  })

  it('falls back to English, then Greek, then Russian', () => {
    expect(pickText({ en: 'Harbour', el: 'Λιμάνι' }, 'ru')).toBe('Harbour')
    expect(pickText({ el: 'Λιμάνι', ru: 'Гавань' }, 'en')).toBe('Λιμάνι')
    expect(pickText({ ru: 'Гавань' }, 'el')).toBe('Гавань')
    expect(pickLocale({ ru: 'Гавань' }, 'el')).toBe('ru')
  })

  it('skips empty strings as missing', () => {
    expect(pickText({ el: '', en: 'Harbour' }, 'el')).toBe('Harbour')
  })

  it('accepts a JSON string of the object, and treats any other string as English', () => {
    expect(pickText('{"en":"Harbour","el":"Λιμάνι"}', 'el')).toBe('Λιμάνι')
    expect(toLocalizedText('Harbour')).toEqual({ en: 'Harbour' })
    expect(pickText(null, 'en')).toBe('')
  })

  it('ignores keys that are not portal languages and values that are not text', () => {
    expect(toLocalizedText({ en: 'A', de: 'B', el: 3 })).toEqual({ en: 'A' })
  })
})

describe('localeOfTag', () => {
  it('names the portal language of a regional tag and nothing for a language the portal lacks', () => {
    expect(localeOfTag('el-GR')).toBe('el')
    expect(localeOfTag('RU')).toBe('ru')
    expect(localeOfTag('de')).toBeNull()
    expect(localeOfTag('pt-BR')).toBeNull()
  })
})
