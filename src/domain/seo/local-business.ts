import { WEEKDAYS, type WeeklyHours } from '@domain/hours/opening-hours'
import { pickText, type Locale } from '@domain/i18n/localized-text'
import type { Business } from '@domain/business/business'
import { parseCyprusAddress } from '@domain/business/cyprus-address'
import type { Review } from '@domain/review/review'
import { compact, SCHEMA_CONTEXT, type JsonLd } from './json-ld'
import { absoluteUrl } from './page-urls'
import { BEST_RATING, reviewJsonLd, WORST_RATING } from './review'

/** schema.org names the days with a capital letter. */
const SCHEMA_DAY: Record<(typeof WEEKDAYS)[number], string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
}

/** ISO 3166 code of the portal's country: every business is in Cyprus. */
export const ADDRESS_COUNTRY = 'CY'

export type LocalBusinessInput = {
  business: Business
  locale: Locale
  /** The business page's canonical URL. */
  url: string
  origin: string
  /** The reviews the page shows (its first page of them), each marked up as a Review of the business. */
  reviews?: readonly Review[]
}

/** schema.org LocalBusiness of a business page, in the page's language. */
export function localBusinessJsonLd({
  business,
  locale,
  url,
  origin,
  reviews = [],
}: LocalBusinessInput): JsonLd {
  const address = parseCyprusAddress(pickText(business.address, locale))
  const images = [business.image, ...business.images].filter((src): src is string => Boolean(src))
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': 'LocalBusiness',
    '@id': url,
    name: pickText(business.name, locale),
    description: pickText(business.description, locale),
    url,
    telephone: business.phone,
    email: business.email,
    image: [...new Set(images)].map((src) => absoluteUrl(origin, src)),
    logo: business.logo ? absoluteUrl(origin, business.logo) : null,
    sameAs: business.website ? [business.website] : null,
    address: compact({
      '@type': 'PostalAddress',
      streetAddress: address.street,
      postalCode: address.postcode,
      addressLocality: address.locality ?? pickText(business.city, locale),
      addressCountry: ADDRESS_COUNTRY,
    }),
    geo: { '@type': 'GeoCoordinates', latitude: business.lat, longitude: business.lng },
    openingHoursSpecification: openingHoursSpecification(business.openingHours),
    priceRange: business.priceRange,
    aggregateRating:
      business.reviewCount > 0
        ? {
            '@type': 'AggregateRating',
            ratingValue: business.rating,
            reviewCount: business.reviewCount,
            bestRating: BEST_RATING,
            worstRating: WORST_RATING,
          }
        : null,
    review: reviews.map(reviewJsonLd),
  })
}

/** One specification per opening interval; closed days are left out, as schema.org expects. */
export function openingHoursSpecification(hours: WeeklyHours): JsonLd[] {
  return WEEKDAYS.flatMap((day) =>
    (hours[day] ?? []).map((interval) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${SCHEMA_DAY[day]}`,
      opens: interval.opens,
      closes: interval.closes,
    })),
  )
}
