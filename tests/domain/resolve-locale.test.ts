import { describe, expect, it } from 'vitest'
import { bestAcceptedLocale, readCookie, resolveLocale } from '@domain/i18n/resolve-locale'

describe('resolveLocale', () => {
  it('takes ?lang= first, over the cookie and Accept-Language', () => {
    expect(resolveLocale({ queryLang: 'ru', cookieHeader: 'lang=el', acceptLanguage: 'el' })).toBe('ru')
  })

  it('takes the lang cookie when there is no usable ?lang=', () => {
    expect(
      resolveLocale({ queryLang: 'de', cookieHeader: 'theme=dark; lang=el', acceptLanguage: 'ru' }),
    ).toBe('el')
  })

  it('takes the best supported Accept-Language when there is no choice', () => {
    expect(resolveLocale({ acceptLanguage: 'de-DE,de;q=0.9,ru;q=0.8,en;q=0.7' })).toBe('ru')
  })

  it('falls back to English when nothing is usable', () => {
    expect(resolveLocale({ queryLang: 'fr', cookieHeader: 'lang=xx', acceptLanguage: 'tr-TR' })).toBe('en')
    expect(resolveLocale({})).toBe('en')
  })

  it('accepts region subtags and any case', () => {
    expect(resolveLocale({ queryLang: 'EL-gr' })).toBe('el')
  })
})

describe('bestAcceptedLocale', () => {
  it('orders ranges by quality, keeping header order for ties', () => {
    expect(bestAcceptedLocale('en;q=0.5, el;q=0.9')).toBe('el')
    expect(bestAcceptedLocale('ru, el')).toBe('ru')
  })

  it('ignores ranges with quality zero', () => {
    expect(bestAcceptedLocale('el;q=0, en;q=0.1')).toBe('en')
  })
})

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('a=1; lang=ru; b=%20x', 'lang')).toBe('ru')
    expect(readCookie('a=1; b=%20x', 'b')).toBe(' x')
  })

  it('reads nothing from a missing header or cookie', () => {
    expect(readCookie(null, 'lang')).toBeNull()
    expect(readCookie('language=el', 'lang')).toBeNull()
  })
})
