import { describe, expect, it } from 'vitest'
import { alternatesOf, canonicalUrl, isPrivatePath, truncateDescription } from '@domain/seo/page-urls'

describe('page URLs', () => {
  it('makes one canonical URL without a trailing slash, keeping only the page number', () => {
    expect(canonicalUrl('https://cyprus.example/', '/businesses/')).toBe('https://cyprus.example/businesses')
    expect(canonicalUrl('https://cyprus.example', '/', 1)).toBe('https://cyprus.example/')
    expect(canonicalUrl('https://cyprus.example', '/blog', 3)).toBe('https://cyprus.example/blog?page=3')
  })

  it('gives reciprocal alternates for every language and x-default without lang', () => {
    expect(alternatesOf('https://cyprus.example/blog?page=2')).toEqual([
      { hreflang: 'en', href: 'https://cyprus.example/blog?page=2&lang=en' },
      { hreflang: 'el', href: 'https://cyprus.example/blog?page=2&lang=el' },
      { hreflang: 'ru', href: 'https://cyprus.example/blog?page=2&lang=ru' },
      { hreflang: 'x-default', href: 'https://cyprus.example/blog?page=2' },
    ])
  })

  it('treats account pages and everything under them as private', () => {
    expect(isPrivatePath('/profile')).toBe(true)
    expect(isPrivatePath('/profile/7')).toBe(true)
    expect(isPrivatePath('/reset-password')).toBe(true)
    expect(isPrivatePath('/profiles-of-cyprus')).toBe(false)
    expect(isPrivatePath('/businesses')).toBe(false)
  })

  it('cuts a long description at a word, within 160 characters', () => {
    const text = `${'Fresh halloumi and village bread '.repeat(10)}end`
    const short = truncateDescription(text)
    expect(short.length).toBeLessThanOrEqual(160)
    expect(short.endsWith('…')).toBe(true)
    expect(short).not.toMatch(/\s…$/)
    expect(truncateDescription('  A short\n text. ')).toBe('A short text.')
  })
})
