import { describe, expect, it } from 'vitest'
import { toPageView } from '@domain/analytics/page-view'

describe('toPageView', () => {
  it('reports the path and the query without its question mark', () => {
    expect(toPageView('/businesses', '?page=2&category=food')).toEqual({
      path: '/businesses',
      query: 'page=2&category=food',
    })
    expect(toPageView('/', '')).toEqual({ path: '/', query: '' })
  })
})
