import { buildBusinesses } from './businesses'
import {
  buildAmenities,
  buildArticleCategories,
  buildArticles,
  buildCategories,
  buildCities,
  buildWeather,
} from './catalog'
import { createRandom } from '../media/random'
import { buildReviews } from './reviews'
import type { SeedDataset } from './types'

// Changing a seed changes every generated business; keep them fixed so demo links stay stable.
const BUSINESS_SEED = 20_261_101
const REVIEW_SEED = 3_570_357

/**
 * The demo directory of Cyprus: deterministic (same options, same data), built without the clock or Math.random.
 * Businesses and reviews draw from separate streams, so the review rules can change without renaming businesses.
 */
export function buildDataset(options: { businessCount: number }): SeedDataset {
  const businesses = buildBusinesses(options.businessCount, createRandom(BUSINESS_SEED))
  return {
    categories: buildCategories(),
    amenities: buildAmenities(),
    cities: buildCities(),
    businesses,
    reviews: buildReviews(businesses, createRandom(REVIEW_SEED)),
    articleCategories: buildArticleCategories(),
    articles: buildArticles(),
    weather: buildWeather(),
  }
}
