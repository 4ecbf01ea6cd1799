import { cyprusMoment } from '@domain/hours/open-now'
import { pickText, type Locale } from '@domain/i18n/localized-text'
import type { Db } from '../../../db/db'
import type { BusinessSearch } from '../../../db/repositories/business-search-request'
import type { BusinessSummaryRecord } from '../../../db/repositories/businesses.repository'
import type { BusinessCard } from '../reply-format'
import { searchDirectory } from '../../search/directory-search'
import type { BusinessQuestion } from './business-question'
import type { DirectorySnapshot } from './directory-snapshot'

// A chat bubble holds a handful of cards; the listing link shows the rest.
export const CHAT_CARD_COUNT = 5

export type FoundBusinesses = { rows: BusinessSummaryRecord[]; total: number }

/**
 * The businesses matching a question, through the listing's own search core (same reading of the words, same
 * filters, same order): the question's filters, and its other words as the search text.
 */
export async function findBusinesses(
  db: Db,
  snapshot: DirectorySnapshot,
  q: BusinessQuestion,
  now: Date,
  words: string[] = [],
  limit = CHAT_CARD_COUNT,
): Promise<FoundBusinesses> {
  const search: BusinessSearch = {
    categoryIds: q.category ? snapshot.categories.subtreeIds(q.category.id) : null,
    text: null,
    ...(q.town ? { citySlug: q.town.slug } : {}),
    ...(q.priceRanges ? { priceRanges: q.priceRanges } : {}),
    ...(q.isOpenNow ? { openAt: cyprusMoment(now) } : {}),
    ...(q.amenitySlugs.length > 0 ? { amenitySlugs: q.amenitySlugs } : {}),
    sort: q.isBestRated ? 'rating' : 'relevance',
    limit,
    offset: 0,
  }
  return (await searchDirectory(db, snapshot.categories, search, words.join(' '))).page
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
    ...(b.permanentlyClosedAt && { isPermanentlyClosed: true }),
  }
}
