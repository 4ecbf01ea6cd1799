import type { Review } from '@domain/review/review'
import { compact, type JsonLd } from './json-ld'

/** The portal's rating scale: one to five stars. */
export const BEST_RATING = 5
export const WORST_RATING = 1

/**
 * schema.org Review of a review shown on a business page, nested in its LocalBusiness (which it reviews):
 * Google's review snippets need the author's name, the rating and the date.
 */
export function reviewJsonLd(review: Review): JsonLd {
  return compact({
    '@type': 'Review',
    author: { '@type': 'Person', name: review.authorName },
    datePublished: review.createdAt,
    reviewRating: {
      '@type': 'Rating',
      ratingValue: review.rating,
      bestRating: BEST_RATING,
      worstRating: WORST_RATING,
    },
    name: review.title,
    reviewBody: review.body,
    inLanguage: review.language,
  })
}
