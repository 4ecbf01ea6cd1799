import { describe, expect, it } from 'vitest'
import { suggestibleText, suggestionTarget, type SearchSuggestion } from '@domain/search/search-suggestion'
import { isClosestOnly } from '@domain/search/search-understanding'
import { aBusinessSummary } from '../support/builders'

const suggestion = (s: Partial<SearchSuggestion>): SearchSuggestion => ({
  kind: 'business',
  label: 'Meze House',
  slug: 'meze-house',
  citySlug: null,
  detail: null,
  ...s,
})

describe('search suggestions', () => {
  it('asks from the second letter, without the spaces around the text', () => {
    expect(suggestibleText('t')).toBeNull()
    expect(suggestibleText(' t  ')).toBeNull()
    expect(suggestibleText(' ta ')).toBe('ta')
  })

  it('leads a business to its page, a category or a town to the listing without search text', () => {
    expect(suggestionTarget(suggestion({}))).toEqual({ kind: 'business', slug: 'meze-house' })
    expect(suggestionTarget(suggestion({ kind: 'category', slug: 'meze-tavernas' }))).toEqual({
      kind: 'listing',
      query: { category: 'meze-tavernas' },
    })
    expect(
      suggestionTarget(suggestion({ kind: 'category', slug: 'meze-tavernas', citySlug: 'limassol' })),
    ).toEqual({ kind: 'listing', query: { category: 'meze-tavernas', city: 'limassol' } })
    expect(suggestionTarget(suggestion({ kind: 'city', slug: 'paphos' }))).toEqual({
      kind: 'listing',
      query: { city: 'paphos' },
    })
  })
})

describe('the search understanding', () => {
  const page = { items: [aBusinessSummary()], total: 1, limit: 12, offset: 0, hasMore: false }
  const closest = { isExact: false, didYouMean: null, city: null, category: null }

  it('calls results closest only when none matched every word and some were found', () => {
    expect(isClosestOnly({ ...page, search: closest })).toBe(true)
    expect(isClosestOnly({ ...page, items: [], total: 0, search: closest })).toBe(false)
    expect(isClosestOnly({ ...page, search: { ...closest, isExact: true } })).toBe(false)
    expect(isClosestOnly(page)).toBe(false)
  })
})
