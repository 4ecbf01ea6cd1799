import { describe, expect, it } from 'vitest'
import { localBusinessJsonLd, openingHoursSpecification } from '@domain/seo/local-business'
import { aBusiness, aBusinessClosedOnSunday, aReview } from '../../support/builders'
import { googleStructuredDataProblems } from '../../support/google-structured-data'

const ORIGIN = 'https://cyprus.example'
const URL = `${ORIGIN}/meze-taverna`

describe('localBusinessJsonLd', () => {
  it('describes the business in the page language with a Cypriot postal address and coordinates', () => {
    const data = localBusinessJsonLd({ business: aBusiness(), locale: 'el', url: URL, origin: ORIGIN })
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Ταβέρνα Μεζέ',
      description: 'Παραδοσιακός μεζές δίπλα στο λιμάνι.',
      url: URL,
      telephone: '+357 25 123456',
      email: 'hello@meze-taverna.example',
      priceRange: '$$',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Οδός Λιμανιού 12, Λεμεσός',
        addressLocality: 'Λεμεσός',
        addressCountry: 'CY',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 34.67, longitude: 33.04 },
    })
  })

  it('makes image paths absolute on the public origin', () => {
    const data = localBusinessJsonLd({ business: aBusiness(), locale: 'en', url: URL, origin: ORIGIN })
    expect(data.image).toEqual([`${ORIGIN}/media/businesses/meze-taverna/photo-1.svg`])
    expect(data.logo).toBe(`${ORIGIN}/media/businesses/meze-taverna/logo.svg`)
  })

  it('rates the business only when it has reviews', () => {
    const rated = localBusinessJsonLd({ business: aBusiness(), locale: 'en', url: URL, origin: ORIGIN })
    expect(rated.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.6,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    })
    const unrated = localBusinessJsonLd({
      business: aBusiness({ reviewCount: 0, rating: 0 }),
      locale: 'en',
      url: URL,
      origin: ORIGIN,
    })
    expect(unrated).not.toHaveProperty('aggregateRating')
  })

  it('leaves out contact fields the business does not have', () => {
    const data = localBusinessJsonLd({
      business: aBusiness({ phone: null, email: null, priceRange: null }),
      locale: 'en',
      url: URL,
      origin: ORIGIN,
    })
    expect(data).not.toHaveProperty('telephone')
    expect(data).not.toHaveProperty('email')
    expect(data).not.toHaveProperty('priceRange')
  })
})

describe('localBusinessJsonLd for search engines', () => {
  const ADDRESS = {
    en: '25 Anexartisias Street, 3036 Limassol',
    el: 'Ανεξαρτησίας 25, 3036 Λεμεσός',
    ru: 'ул. Анексартисиас, 25, 3036 Лимасол',
  }

  it.each([
    ['en', '25 Anexartisias Street', 'Limassol'],
    ['el', 'Ανεξαρτησίας 25', 'Λεμεσός'],
    ['ru', 'ул. Анексартисиас, 25', 'Лимасол'],
  ] as const)('gives the postcode as postalCode, not inside streetAddress (%s)', (locale, street, town) => {
    const business = aBusiness({ address: ADDRESS })
    const data = localBusinessJsonLd({ business, locale, url: URL, origin: ORIGIN })
    expect(data.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: street,
      postalCode: '3036',
      addressLocality: town,
      addressCountry: 'CY',
    })
    expect(googleStructuredDataProblems(data)).toEqual([])
  })

  it('marks up the reviews the page shows as Reviews of the business', () => {
    const reviews = [
      aReview(),
      aReview({ id: 2, authorName: 'Μαρία', rating: 3, title: null, language: 'el', body: 'Καλό φαγητό.' }),
    ]
    const data = localBusinessJsonLd({
      business: aBusiness(),
      locale: 'en',
      url: URL,
      origin: ORIGIN,
      reviews,
    })
    expect(data.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Nikos' },
        datePublished: '2024-07-01T12:00:00.000Z',
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
        name: 'Best meze in town',
        reviewBody: 'Fresh fish and friendly staff.',
        inLanguage: 'en',
      },
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Μαρία' },
        datePublished: '2024-07-01T12:00:00.000Z',
        reviewRating: { '@type': 'Rating', ratingValue: 3, bestRating: 5, worstRating: 1 },
        reviewBody: 'Καλό φαγητό.',
        inLanguage: 'el',
      },
    ])
    expect(googleStructuredDataProblems(data)).toEqual([])
  })

  it('has no review property when the page shows no review', () => {
    const data = localBusinessJsonLd({ business: aBusiness(), locale: 'en', url: URL, origin: ORIGIN })
    expect(data).not.toHaveProperty('review')
    expect(googleStructuredDataProblems(data)).toEqual([])
  })
})

describe('openingHoursSpecification', () => {
  it('gives one specification per interval, split shifts included', () => {
    const specs = openingHoursSpecification(aBusiness().openingHours)
    expect(specs.slice(0, 2)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Monday',
        opens: '09:00',
        closes: '14:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Monday',
        opens: '17:00',
        closes: '21:00',
      },
    ])
    expect(specs).toHaveLength(8)
  })

  it('leaves closed days out', () => {
    const specs = openingHoursSpecification(aBusinessClosedOnSunday().openingHours)
    expect(specs.map((s) => s.dayOfWeek)).not.toContain('https://schema.org/Sunday')
  })
})
