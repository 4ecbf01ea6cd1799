import { describe, expect, it } from 'vitest'
import { CategoryIndex } from '@domain/category/category-tree'
import { cyprusMoment } from '@domain/hours/open-now'
import { toListingSearch, toSearchFilters } from '../../server/routes/business-query'

const categories = new CategoryIndex([
  { id: 1, slug: 'food-drink', parentId: null, sortOrder: 1, name: { en: 'Food & drink' } },
  { id: 2, slug: 'restaurants', parentId: 1, sortOrder: 1, name: { en: 'Restaurants' } },
  { id: 3, slug: 'shopping', parentId: null, sortOrder: 2, name: { en: 'Shopping' } },
])
const now = new Date('2026-11-24T10:00:00Z')
const page = { limit: 9, offset: 0 }

describe('the contract’s business filters as the repository’s', () => {
  it('asks for nothing in particular when no filter is given', () => {
    expect(toSearchFilters({}, categories, now)).toEqual({ categoryIds: null, text: null })
  })

  it('turns every filter into the repository’s terms', () => {
    expect(
      toSearchFilters(
        {
          category: 'food-drink',
          q: 'ΤΑΒΈΡΝΑ Meze',
          city: 'limassol',
          priceRange: ['$', '$$$'],
          minRating: 4,
          openNow: true,
          amenities: ['wifi'],
        },
        categories,
        now,
      ),
    ).toEqual({
      categoryIds: [1, 2],
      // The search text is read by the search core (tests/server/search-core.test.ts), not by this translator.
      text: null,
      citySlug: 'limassol',
      priceRanges: [1, 3],
      minRating: 4,
      openAt: cyprusMoment(now),
      amenitySlugs: ['wifi'],
    })
  })

  it('answers 404 for a category that does not exist', () => {
    expect(() => toSearchFilters({ category: 'nowhere' }, categories, now)).toThrow(
      expect.objectContaining({ statusCode: 404, code: 'CATEGORY_NOT_FOUND' }),
    )
  })
})

describe('the contract’s listing parameters as the repository’s search', () => {
  it('orders by relevance unless asked otherwise, and keeps the page', () => {
    expect(toListingSearch({ limit: 9, offset: 18 }, categories, now)).toEqual({
      categoryIds: null,
      text: null,
      sort: 'relevance',
      rankedAt: now,
      limit: 9,
      offset: 18,
    })
    expect(toListingSearch({ ...page, sort: 'newest' }, categories, now)).toMatchObject({ sort: 'newest' })
  })

  it('orders by distance from the given position', () => {
    expect(toListingSearch({ ...page, sort: 'distance', lat: 34.7, lng: 33 }, categories, now)).toMatchObject(
      {
        sort: 'distance',
        origin: { lat: 34.7, lng: 33 },
      },
    )
  })

  it('answers 400 for the distance order without a position, or half a position', () => {
    const badRequest = expect.objectContaining({ statusCode: 400, code: 'VALIDATION_ERROR' })
    expect(() => toListingSearch({ ...page, sort: 'distance' }, categories, now)).toThrow(badRequest)
    expect(() => toListingSearch({ ...page, lat: 34.7 }, categories, now)).toThrow(badRequest)
  })
})
