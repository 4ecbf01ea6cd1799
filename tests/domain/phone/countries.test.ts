import { describe, expect, it } from 'vitest'
import { COUNTRIES, countryForCode, flagEmoji, MAIN_COUNTRY_OF_SHARED_CODE } from '@domain/phone/countries'

describe('the country list', () => {
  it('has about 240 countries, each once', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(235)
    expect(new Set(COUNTRIES.map((c) => c.isoCode)).size).toBe(COUNTRIES.length)
  })

  it('gives every country a dialling code, a flag and a name in each language', () => {
    for (const country of COUNTRIES) {
      expect(country.dialCode, country.isoCode).toMatch(/^\+\d{1,4}$/)
      expect(country.flag).toBe(flagEmoji(country.isoCode))
      expect(country.names.en, country.isoCode).not.toBe('')
      expect(country.names.el, country.isoCode).toMatch(/\p{Script=Greek}/u)
      expect(country.names.ru, country.isoCode).toMatch(/\p{Script=Cyrillic}/u)
    }
  })

  it('draws flags as emoji', () => {
    expect(flagEmoji('CY')).toBe('🇨🇾')
  })

  it('lists the shared codes of the spec under each country', () => {
    const withCode = (code: string) =>
      COUNTRIES.filter((c) => c.dialCode === code)
        .map((c) => c.isoCode)
        .sort()
    expect(withCode('+1')).toEqual(['CA', 'US'])
    expect(withCode('+7')).toEqual(['KZ', 'RU'])
    expect(withCode('+262')).toEqual(['RE', 'YT'])
    expect(withCode('+672')).toEqual(['AQ', 'NF'])
  })

  it('names a main country for every shared code', () => {
    const counts = new Map<string, number>()
    for (const c of COUNTRIES) counts.set(c.dialCode, (counts.get(c.dialCode) ?? 0) + 1)
    const shared = [...counts]
      .filter(([, n]) => n > 1)
      .map(([code]) => code)
      .sort()
    expect(Object.keys(MAIN_COUNTRY_OF_SHARED_CODE).sort()).toEqual(shared)
  })

  it('shows the picked country of a shared code, else its main country', () => {
    expect(countryForCode('+7', 'KZ')?.isoCode).toBe('KZ')
    expect(countryForCode('+7')?.isoCode).toBe('RU')
    expect(countryForCode('+7', 'CY')?.isoCode).toBe('RU')
    expect(countryForCode('+357')?.names.el).toBe('Κύπρος')
    expect(countryForCode('+999')).toBeNull()
  })
})
