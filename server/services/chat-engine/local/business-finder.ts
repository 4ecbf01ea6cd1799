import { cyprusMoment } from '@domain/hours/open-now'
import { pickText, type Locale } from '@domain/i18n/localized-text'
import type { Db } from '../../../db/connect'
import { searchBusinesses } from '../../../db/repositories/business-search.repository'
import type { BusinessSummaryRecord } from '../../../db/repositories/businesses.repository'
import type { BusinessCard } from '../reply-format'
import type { BusinessQuestion } from './business-question'
import type { DirectorySnapshot } from './directory-snapshot'

// A chat bubble holds a handful of cards; the listing link shows the rest.
export const CHAT_CARD_COUNT = 5

export type FoundBusinesses = { rows: BusinessSummaryRecord[]; total: number }

/** The businesses matching a question, through the listing's own search (same filters, same order). */
export async function findBusinesses(
  db: Db,
  snapshot: DirectorySnapshot,
  q: BusinessQuestion,
  now: Date,
  words: string[] = [],
  limit = CHAT_CARD_COUNT,
): Promise<FoundBusinesses> {
  return searchBusinesses(db, {
    categoryIds: q.category ? snapshot.categories.subtreeIds(q.category.id) : null,
    words,
    ...(q.town ? { citySlug: q.town.slug } : {}),
    ...(q.priceRanges ? { priceRanges: q.priceRanges } : {}),
    ...(q.isOpenNow ? { openAt: cyprusMoment(now) } : {}),
    ...(q.amenitySlugs.length > 0 ? { amenitySlugs: q.amenitySlugs } : {}),
    sort: q.isBestRated ? 'rating' : 'relevance',
    limit,
    offset: 0,
  })
}

export function toCard(snapshot: DirectorySnapshot, b: BusinessSummaryRecord, locale: Locale): BusinessCard {
  const firstCategory = b.categoryIds.map((id) => snapshot.categories.get(id)).find(Boolean)
  return {
    id: b.id,
    slug: b.slug,
    name: pickText(b.name, locale),
    rating: b.rating,
    reviews: b.reviewCount,
    city: pickText(b.city, locale),
    ...(firstCategory ? { category: pickText(firstCategory.name, locale) } : {}),
    image: b.image ?? b.logo,
  }
}
