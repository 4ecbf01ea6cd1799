import { and, asc, desc, eq, exists, gte, inArray, sql, type SQL } from 'drizzle-orm'
import type { LocalMoment } from '../../../src/domain/hours/open-now'
import type { Db } from '../connect'
import { amenities, businessAmenities, businesses } from '../schema'
import {
  inCategories,
  summaryColumns,
  withCategoryIds,
  type BusinessSummaryRecord,
} from './businesses.repository'

export type BusinessSort = 'relevance' | 'rating' | 'reviews' | 'newest' | 'distance'
export type GeoPoint = { lat: number; lng: number }

export type BusinessSearch = {
  categoryIds: number[] | null
  /** Folded words of the search text (src/domain/search/fold-text.ts); empty for no search. */
  words: string[]
  citySlug?: string
  /** 1 ($) to 4 ($$$$); any of them. */
  priceRanges?: number[]
  minRating?: number
  /** Only businesses open at this Cyprus weekday and time. */
  openAt?: LocalMoment
  /** Amenity slugs; a business must have all of them. */
  amenitySlugs?: string[]
  sort: BusinessSort
  /** Required for the distance sort. */
  origin?: GeoPoint
  limit: number
  offset: number
}

// Degrees of latitude to kilometres; Cyprus is small enough for the equirectangular approximation.
const KM_PER_DEGREE = 111.32

export async function searchBusinesses(
  db: Db,
  search: BusinessSearch,
): Promise<{ rows: BusinessSummaryRecord[]; total: number }> {
  if (search.words.length === 0) return page(db, search, null)
  // Word prefixes first (GIN over the folded tsvector); only when they find nothing is the name compared by
  // trigrams, which is what a misspelling needs and costs more per candidate row.
  const byWords = await page(db, search, 'words')
  if (byWords.total > 0) return byWords
  return page(db, search, 'trigrams')
}

type Match = 'words' | 'trigrams' | null

async function page(db: Db, search: BusinessSearch, match: Match) {
  const where = and(...conditions(db, search, match))
  // The total rides along as a window count, so the matching rows are found once rather than twice.
  const rows = await db
    .select({ ...summaryColumns, total: sql<number>`count(*) over ()` })
    .from(businesses)
    .where(where)
    .orderBy(...order(search, match))
    .limit(search.limit)
    .offset(search.offset)
  let total = Number(rows[0]?.total ?? 0)
  if (rows.length === 0 && search.offset > 0) {
    // Past the last page the window has no row to ride on.
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(businesses)
      .where(where)
    total = Number(count?.n ?? 0)
  }
  const records = await withCategoryIds(
    db,
    rows.map(({ total: _total, ...row }) => row),
  )
  return { rows: records, total }
}

function conditions(db: Db, search: BusinessSearch, match: Match): SQL[] {
  const all: SQL[] = []
  if (search.categoryIds) all.push(inCategories(db, search.categoryIds))
  if (match === 'words') all.push(sql`${businesses.searchVector} @@ ${prefixQuery(search.words)}`)
  if (match === 'trigrams') all.push(sql`${businesses.searchName} %> ${phrase(search.words)}`)
  if (search.citySlug) all.push(eq(businesses.citySlug, search.citySlug))
  if (search.priceRanges && search.priceRanges.length > 0)
    all.push(inArray(businesses.priceRange, search.priceRanges))
  if (search.minRating !== undefined && search.minRating > 0)
    all.push(gte(businesses.rating, search.minRating))
  if (search.openAt) all.push(openAt(search.openAt))
  for (const slug of search.amenitySlugs ?? []) all.push(hasAmenity(db, slug))
  return all
}

// The words are letters and digits only (searchWords), and the query text is a parameter, never SQL.
function prefixQuery(words: string[]): SQL {
  return sql`to_tsquery('simple', ${words.map((w) => `${w}:*`).join(' & ')})`
}

function phrase(words: string[]): string {
  return words.join(' ')
}

// Opening hours are JSONB { monday: [{ opens, closes }] } in Cyprus time. One jsonpath test per row (no set-returning
// subquery): "HH:MM" strings compare in code-point order there, and a closes of "24:00" sorts after every time.
function openAt({ weekday, time }: LocalMoment): SQL {
  const path = `$.${weekday}[*] ? (@.opens <= $t && $t < @.closes)`
  return sql`jsonb_path_exists(${businesses.hours}, ${path}::jsonpath, jsonb_build_object('t', ${time}::text))`
}

function hasAmenity(db: Db, slug: string): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(businessAmenities)
      .innerJoin(amenities, eq(amenities.id, businessAmenities.amenityId))
      .where(and(eq(businessAmenities.businessId, businesses.id), eq(amenities.slug, slug))),
  )
}

function distanceKm({ lat, lng }: GeoPoint): SQL {
  const cosLat = Math.cos((lat * Math.PI) / 180)
  return sql`(${KM_PER_DEGREE}::float8 * sqrt(power(${businesses.lat} - ${lat}::float8, 2) + power((${businesses.lng} - ${lng}::float8) * ${cosLat}::float8, 2)))`
}

// Default order: featured first, then the best rated with the most reviews. Every order ends with the id so
// pages are stable.
const defaultOrder = [
  desc(businesses.featured),
  desc(businesses.rating),
  desc(businesses.reviewCount),
  asc(businesses.id),
]

function order(search: BusinessSearch, match: Match): SQL[] {
  switch (search.sort) {
    case 'rating':
      return [desc(businesses.rating), desc(businesses.reviewCount), asc(businesses.id)]
    case 'reviews':
      return [desc(businesses.reviewCount), desc(businesses.rating), asc(businesses.id)]
    case 'newest':
      return [desc(businesses.createdAt), asc(businesses.id)]
    case 'distance':
      return search.origin ? [asc(distanceKm(search.origin)), asc(businesses.id)] : defaultOrder
    case 'relevance':
      if (match === 'words')
        return [desc(sql`ts_rank(${businesses.searchVector}, ${prefixQuery(search.words)})`), ...defaultOrder]
      if (match === 'trigrams')
        return [
          desc(sql`word_similarity(${phrase(search.words)}, ${businesses.searchName})`),
          ...defaultOrder,
        ]
      return defaultOrder
  }
}

export type CityCount = {
  slug: string
  name: (typeof businesses.$inferSelect)['city']
  businessCount: number
}

/** The cities that have businesses, the largest first. */
export async function listCities(db: Db): Promise<CityCount[]> {
  const rows = await db
    .select({
      slug: businesses.citySlug,
      name: sql<CityCount['name']>`(array_agg(${businesses.city} order by ${businesses.id}))[1]`,
      businessCount: sql<number>`count(*)::int`,
    })
    .from(businesses)
    .groupBy(businesses.citySlug)
    .orderBy(desc(sql`count(*)`), asc(businesses.citySlug))
  return rows.map((r) => ({ ...r, businessCount: Number(r.businessCount) }))
}

export async function listAmenities(db: Db): Promise<Array<typeof amenities.$inferSelect>> {
  return db.select().from(amenities).orderBy(asc(amenities.id))
}
