import { REVIEWS_LEISURE } from './reviews-leisure'
import { REVIEWS_SERVICES } from './reviews-services'
import type { ReviewFragments } from './types'

/** Category-specific review sentences, keyed by top-level category slug. */
export const REVIEW_FRAGMENTS: Readonly<Record<string, ReviewFragments>> = {
  ...REVIEWS_LEISURE,
  ...REVIEWS_SERVICES,
}

export { GENERIC_REVIEW_SENTENCES, REVIEW_CLOSERS, REVIEW_TITLES, REVIEWER_NAMES } from './reviews-common'
