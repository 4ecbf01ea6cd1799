import { describe, expect, it } from 'vitest'
import { hasFilters, parseBusinessSearch } from '@domain/search/business-search-params'
import { foldText, searchWords } from '@domain/search/fold-text'

describe('the /businesses search parameters', () => {
  it('keeps every valid parameter', () => {
    expect(
      parseBusinessSearch({
        page: 2,
        q: ' Ψαροταβέρνα ',
        category: 'food-drink',
        city: 'limassol',
        price: ['$', '$$'],
        minRating: 4,
        openNow: true,
        amenities: ['wifi', 'parking'],
        sort: 'rating',
      }),
    ).toEqual({
      page: 2,
      q: 'Ψαροταβέρνα',
      category: 'food-drink',
      city: 'limassol',
      price: ['$', '$$'],
      minRating: 4,
      openNow: true,
      amenities: ['wifi', 'parking'],
      sort: 'rating',
    })
  })

  it('accepts the text forms a plain form submission sends', () => {
    const parsed = parseBusinessSearch({ minRating: '3.5', openNow: 'true', price: '$$$', amenities: 'wifi' })
    expect(parsed).toMatchObject({ minRating: 3.5, openNow: true, price: ['$$$'], amenities: ['wifi'] })
  })

  it('drops bad values instead of failing', () => {
    const parsed = parseBusinessSearch({
      page: -3,
      q: '   ',
      category: '../etc',
      city: 'Not A Slug',
      price: ['$$$$$', 7],
      minRating: 9,
      openNow: 'yes',
      amenities: [{}, 'Bad Slug'],
      sort: 'cheapest',
    })
    expect(Object.values(parsed).every((v) => v === undefined)).toBe(true)
  })

  it('leaves out the default order and duplicates', () => {
    expect(parseBusinessSearch({ sort: 'relevance', price: ['$', '$'] })).toMatchObject({
      sort: undefined,
      price: ['$'],
    })
  })

  it('cuts an over-long search text to the length the API takes', () => {
    expect(parseBusinessSearch({ q: 'a'.repeat(500) }).q).toHaveLength(200)
  })

  it('tells filters apart from paging and ordering', () => {
    expect(hasFilters(parseBusinessSearch({ page: 3, sort: 'newest' }))).toBe(false)
    expect(hasFilters(parseBusinessSearch({ openNow: true }))).toBe(true)
  })
})

describe('search text folding', () => {
  it('ignores case, Greek accents and Russian ё', () => {
    expect(foldText('ΤΑΒΈΡΝΑ Ψαρολιμάνο Ёлка')).toBe('ταβερνα ψαρολιμανο елка')
  })

  it('keeps only letters and digits of the words, so no tsquery operator gets through', () => {
    expect(searchWords("Panikos's & | ! <-> :* (Taverna) 24")).toEqual(['panikos', 's', 'taverna', '24'])
  })
})
