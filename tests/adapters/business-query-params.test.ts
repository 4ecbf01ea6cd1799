import { describe, expect, it } from 'vitest'
import { toFilterParams, toListQuery } from '@/adapters/api/api-businesses.adapter'
import { BUSINESS_SORTS, DEFAULT_BUSINESS_SORT, PRICE_RANGES } from '@domain/search/business-query'
import { loadSpec } from '../../scripts/contract-lib'

const page = { limit: 9, offset: 18 }

describe('the business query as the contract’s parameters', () => {
  it('sends every filter under the contract’s name', () => {
    expect(
      toFilterParams({
        category: 'food-drink',
        q: 'meze',
        city: 'limassol',
        priceRanges: ['$', '$$'],
        minRating: 4,
        openNow: true,
        amenities: ['wifi', 'parking'],
      }),
    ).toEqual({
      category: 'food-drink',
      q: 'meze',
      city: 'limassol',
      priceRange: ['$', '$$'],
      minRating: 4,
      openNow: true,
      amenities: ['wifi', 'parking'],
    })
  })

  it('leaves out what is not set, empty or the default', () => {
    expect(
      toListQuery({
        ...page,
        q: '',
        priceRanges: [],
        amenities: [],
        openNow: false,
        sort: DEFAULT_BUSINESS_SORT,
      }),
    ).toEqual(page)
  })

  it('sends the order, and the position as lat and lng', () => {
    expect(toListQuery({ ...page, sort: 'distance', near: { lat: 34.7, lng: 33.0 } })).toEqual({
      ...page,
      sort: 'distance',
      lat: 34.7,
      lng: 33.0,
    })
    expect(toListQuery({ ...page, sort: 'newest' })).toEqual({ ...page, sort: 'newest' })
  })

  it('asks for the default order when the distance order has no position', () => {
    expect(toListQuery({ ...page, sort: 'distance' })).toEqual(page)
  })

  it('offers exactly the orders and price ranges the contract takes, with the same default', () => {
    const parameters = loadSpec().paths?.['/api/businesses'] as {
      get: {
        parameters: Array<{
          name?: string
          schema?: { enum?: string[]; default?: string; items?: { enum?: string[] } }
        }>
      }
    }
    const schemaOf = (name: string) => parameters.get.parameters.find((p) => p.name === name)?.schema
    expect(schemaOf('sort')?.enum).toEqual([...BUSINESS_SORTS])
    expect(schemaOf('sort')?.default).toBe(DEFAULT_BUSINESS_SORT)
    expect(schemaOf('priceRange')?.items?.enum).toEqual([...PRICE_RANGES])
  })
})
