import { describe, expect, it } from 'vitest'
import { addressWithoutSecrets, toPageView } from '@domain/analytics/page-view'

describe('toPageView', () => {
  it('reports the path and the query without its question mark', () => {
    expect(toPageView('/businesses', '?page=2&category=food')).toEqual({
      path: '/businesses',
      query: 'page=2&category=food',
    })
    expect(toPageView('/', '')).toEqual({ path: '/', query: '' })
  })
})

describe('secret query parameters', () => {
  it('are left out of the page view of the pages that receive mailed links', () => {
    expect(toPageView('/reset-password', '?token=abc&lang=el')).toEqual({
      path: '/reset-password',
      query: 'lang=el',
    })
    expect(toPageView('/verify-email', '?token=abc&email=a%40b.cy').query).toBe('')
  })

  it('give the address to show instead, or null when there is nothing to remove', () => {
    expect(addressWithoutSecrets('/unsubscribe', '?token=a.b')).toBe('/unsubscribe')
    expect(addressWithoutSecrets('/reset-password', '?lang=ru&token=x')).toBe('/reset-password?lang=ru')
    expect(addressWithoutSecrets('/reset-password', '?lang=ru')).toBeNull()
    expect(addressWithoutSecrets('/businesses', '?token=x')).toBeNull()
  })
})
