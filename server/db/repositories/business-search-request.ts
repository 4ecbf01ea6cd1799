import type { GeoPoint } from '@domain/business/business'
import type { LocalMoment } from '@domain/hours/local-moment'
import type { BusinessSort } from '@domain/search/business-query'

/** What narrows a listing, in the database's terms (server/routes/business-query.ts builds it from the contract). */
export type BusinessSearchFilters = {
  /** A category and its descendants; null for every category. */
  categoryIds: number[] | null
  /** What the search text asks of a business's search document; null for no search text. */
  text: TextQuery | null
  citySlug?: string
  /** Any of these towns (a region named in the search text: Famagusta, Troodos). */
  citySlugs?: string[]
  /** 1 ($) to 4 ($$$$); any of them. */
  priceRanges?: number[]
  minRating?: number
  /** Only businesses open at this Cyprus weekday and time. */
  openAt?: LocalMoment
  /** Amenity slugs; a business must have all of them. */
  amenitySlugs?: string[]
  /** Leaves out the businesses closed for good (which otherwise stay listed, marked closed). */
  isClosedHidden?: boolean
}

/** One page of a listing: the filters, the order and the page. */
export type BusinessSearch = BusinessSearchFilters & {
  sort: BusinessSort
  /** Required for the distance sort. */
  origin?: GeoPoint
  /** The moment whose plans rank a search (the injected clock); the database's now when absent. */
  rankedAt?: Date
  limit: number
  offset: number
  /** How far past the offset `total` counts (TOTAL_COUNT_CAP unless a test wants a smaller one). */
  countCap?: number
  /**
   * Rank only the `pool` most prominent matches (plan, featured, rating, reviews), and count only those: the
   * suggestions' answer to two typed letters, which start words in a fifth of all names.
   */
  pool?: number
}

/**
 * One word of a search text: its key as the start of a document's word, the whole keys it may be a typo of, its
 * sound (search-key.ts) and, for a word of a category phrase, the categories (subtrees) it names: such a word is
 * found in a business of those categories or in a name, never only in a description that mentions it.
 */
export type WordMatch = {
  prefix: string | null
  whole: string[]
  sound?: string
  categoryIds?: number[]
  /** For a word still being typed: the other starts of the keys it may become ("den": "ded", of dentist). */
  starts?: readonly string[]
}

/**
 * A search text in the document's terms (server/services/search/ reads the text into it). `all`: a business
 * matches every required word (an exact answer); `any`: at least one (the closest answers, most words first).
 */
export type TextQuery = {
  required: WordMatch[]
  mode: 'all' | 'any'
  /** The required words must be words of the name (suggestions), not of any part of the document. */
  isNameOnly?: boolean
  /** Keys that raise the rank when the name holds them: the town's words of the text. */
  optional: string[]
  /** The text's keys in order (as typed, and corrected): a name that is exactly this ranks first. */
  phrases: string[]
  /** A business in these categories or towns ranks above the others (the text named them beside other words). */
  boostCategoryIds: number[]
  boostCitySlugs: string[]
}
