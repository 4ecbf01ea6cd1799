import { describe, expect, it } from 'vitest'
import { localBusinessJsonLd, openingHoursSpecification } from '@domain/seo/local-business'
import { aBusiness, aBusinessClosedOnSunday } from '../../support/builders'

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
