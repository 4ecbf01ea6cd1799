import { describe, expect, it } from 'vitest'
import { COUNTRIES } from '@domain/phone/countries'
import { countriesSortedFor, searchCountries } from '@domain/phone/country-search'

const isoCodes = (list: ReadonlyArray<{ isoCode: string }>) => list.map((country) => country.isoCode)

describe('country search', () => {
  it('shows every country for an empty or whitespace-only query', () => {
    expect(searchCountries('', 'en')).toHaveLength(COUNTRIES.length)
    expect(searchCountries('   ', 'el')).toHaveLength(COUNTRIES.length)
  })

  it('matches a substring of the name whatever the case', () => {
    expect(isoCodes(searchCountries('CYPRUS', 'en'))).toEqual(['CY'])
    expect(isoCodes(searchCountries('  pru ', 'en'))).toEqual(['CY'])
  })

  it('matches names in the page language and in English', () => {
    expect(isoCodes(searchCountries('Κύπρος', 'el'))).toEqual(['CY'])
    expect(isoCodes(searchCountries('cyprus', 'el'))).toEqual(['CY'])
    expect(isoCodes(searchCountries('кипр', 'ru'))).toEqual(['CY'])
    expect(isoCodes(searchCountries('Cyprus', 'ru'))).toEqual(['CY'])
  })

  it('ignores Greek accents and final sigma', () => {
    expect(isoCodes(searchCountries('ΚΥΠΡΟΣ', 'el'))).toEqual(['CY'])
    expect(isoCodes(searchCountries('κυπροσ', 'el'))).toEqual(['CY'])
  })

  it('does not match a name in a third language', () => {
    expect(searchCountries('кипр', 'el')).toEqual([])
  })

  it('matches the dialling code, with or without the plus sign', () => {
    expect(isoCodes(searchCountries('+357', 'en'))).toEqual(['CY'])
    expect(isoCodes(searchCountries('357', 'en'))).toEqual(['CY'])
    expect(isoCodes(searchCountries('+1 242', 'en'))).toEqual(['BS'])
  })

  it('lists every country of a shared code', () => {
    expect(isoCodes(searchCountries('+7', 'en'))).toEqual(['KZ', 'RU'])
    expect(isoCodes(searchCountries('+262', 'en'))).toEqual(['YT', 'RE'])
    expect(isoCodes(searchCountries('+672', 'en'))).toEqual(['AQ', 'NF'])
    const plusOne = isoCodes(searchCountries('+1', 'en'))
    expect(plusOne).toEqual(expect.arrayContaining(['CA', 'US', 'BS', 'JM']))
  })

  it('finds nothing for a query no name or code contains', () => {
    expect(searchCountries('Atlantis', 'en')).toEqual([])
    expect(searchCountries('+0', 'en')).toEqual([])
  })

  it('sorts by the name in the page language', () => {
    const names = (locale: 'en' | 'el' | 'ru') => countriesSortedFor(locale).map((c) => c.names[locale])
    expect(names('en')[0]).toBe('Afghanistan')
    expect(names('el')[0]).toBe('Αγία Ελένη')
    expect(names('ru')[0]).toBe('Австралия')
  })
})
