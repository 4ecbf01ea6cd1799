import { describe, expect, it } from 'vitest'
import type { BusinessQuery } from '@domain/search/business-query'
import { BUSINESS_SORTS, DEFAULT_BUSINESS_SORT, hasFilters } from '@domain/search/business-query'
import { parseBusinessSearch, toBusinessQuery, toBusinessSearch } from '@domain/search/business-search-params'
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
    expect(hasFilters(toBusinessQuery(parseBusinessSearch({ page: 3, sort: 'newest' })))).toBe(false)
    expect(hasFilters(toBusinessQuery(parseBusinessSearch({ openNow: true })))).toBe(true)
    expect(hasFilters(toBusinessQuery(parseBusinessSearch({ price: '$$' })))).toBe(true)
  })
})

describe('the /businesses URL and the business query', () => {
  const everything: BusinessQuery = {
    q: 'meze',
    category: 'food-drink',
    city: 'limassol',
    priceRanges: ['$', '$$'],
    minRating: 4,
    openNow: true,
    amenities: ['wifi'],
    sort: 'rating',
    page: 3,
  }

  it('names the price ranges `price` in the URL and `priceRanges` in the query', () => {
    expect(toBusinessSearch({ priceRanges: ['$$'] })).toEqual({ price: ['$$'] })
    expect(toBusinessQuery(parseBusinessSearch({ price: '$$' }))).toEqual({ priceRanges: ['$$'] })
  })

  it('reads back every query it writes', () => {
    expect(toBusinessQuery(parseBusinessSearch(toBusinessSearch(everything)))).toEqual(everything)
    for (const sort of BUSINESS_SORTS.filter((s) => s !== DEFAULT_BUSINESS_SORT))
      expect(toBusinessQuery(parseBusinessSearch(toBusinessSearch({ sort })))).toEqual({ sort })
  })

  it('writes back every valid URL it reads', () => {
    const url = { q: 'meze', city: 'paphos', price: ['$$$'], openNow: true, sort: 'newest', page: 2 }
    expect(toBusinessSearch(toBusinessQuery(parseBusinessSearch(url)))).toEqual(url)
  })

  it('keeps only what is set, so the URL carries no empty, default or first-page values', () => {
    expect(toBusinessQuery(parseBusinessSearch({}))).toEqual({})
    expect(
      toBusinessSearch({
        q: '',
        priceRanges: [],
        amenities: [],
        openNow: false,
        minRating: 0,
        sort: DEFAULT_BUSINESS_SORT,
        page: 1,
        city: undefined,
      }),
    ).toEqual({})
  })

  it('drops the bad values of a URL and keeps the good ones beside them', () => {
    expect(
      toBusinessQuery(parseBusinessSearch({ city: 'Not A Slug', sort: 'cheapest', minRating: 4 })),
    ).toEqual({ minRating: 4 })
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
