import { and, eq, exists, gte, inArray, sql, type SQL } from 'drizzle-orm'
import { minuteOfWeek } from '@domain/hours/open-week'
import type { GeoPoint } from '@domain/business/business'
import type { LocalMoment } from '@domain/hours/open-now'
import type { Db } from '../connect'
import { amenities, businessAmenities, businesses } from '../schema'
import { inCategories, isPublicBusiness } from './businesses.repository'
import type { BusinessSearchFilters } from './business-search-request'

export type Match = 'words' | 'trigrams' | null

// Degrees of latitude to kilometres; Cyprus is small enough for the equirectangular approximation.
const KM_PER_DEGREE = 111.32

/** The WHERE conditions of a listing: public businesses only, the filters and, for a search, how the words match. */
export function conditions(db: Db, search: BusinessSearchFilters, match: Match): SQL[] {
  const all: SQL[] = [isPublicBusiness]
  if (search.categoryIds) all.push(inCategories(db, search.categoryIds))
  if (match === 'words') all.push(...wordsMatch(search.words))
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
export function prefixQuery(words: string[]): SQL {
  return sql`to_tsquery('simple', ${words.map((w) => `${w}:*`).join(' & ')})`
}

// A one- or two-letter prefix ("s:*" of "Androulla's") matches most of the GIN index: merging those posting lists
// cost more than the rest of the search. The index is asked for the longer words only and every row is then
// checked against all the words with ts_match_vq(), the function behind @@ that no index answers: same rows.
const MIN_INDEXED_PREFIX = 3

function wordsMatch(words: string[]): SQL[] {
  const indexed = words.filter((w) => w.length >= MIN_INDEXED_PREFIX)
  if (indexed.length === 0 || indexed.length === words.length)
    return [sql`${businesses.searchVector} @@ ${prefixQuery(words)}`]
  return [
    sql`${businesses.searchVector} @@ ${prefixQuery(indexed)}`,
    sql`ts_match_vq(${businesses.searchVector}, ${prefixQuery(words)})`,
  ]
}

export function phrase(words: string[]): string {
  return words.join(' ')
}

// `open_week` is generated from the JSONB hours (Cyprus time) by the database's business_open_week(), the SQL twin
// of foldedWeekRanges() in src/domain/hours/open-week.ts (past midnight included), GiST-indexed.
function openAt(moment: LocalMoment): SQL {
  return sql`${businesses.openWeek} @> ${minuteOfWeek(moment)}::int4`
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

export function distanceKm({ lat, lng }: GeoPoint): SQL {
  const cosLat = Math.cos((lat * Math.PI) / 180)
  return sql`(${KM_PER_DEGREE}::float8 * sqrt(power(${businesses.lat} - ${lat}::float8, 2) + power((${businesses.lng} - ${lng}::float8) * ${cosLat}::float8, 2)))`
}

// A hair wider than the circle, so rounding can never leave a business of the circle outside the box.
const BOX_MARGIN_DEGREES = 1e-6

/**
 * Businesses within `km` of the origin: a box around the circle (GiST on point(lng, lat)) and the exact distance,
 * the same expression the distance sort orders by.
 */
export function withinKm(origin: GeoPoint, km: number): SQL {
  const dLat = km / KM_PER_DEGREE + BOX_MARGIN_DEGREES
  const dLng = km / (KM_PER_DEGREE * Math.cos((origin.lat * Math.PI) / 180)) + BOX_MARGIN_DEGREES
  const box = sql`box(point(${origin.lng - dLng}::float8, ${origin.lat - dLat}::float8), point(${origin.lng + dLng}::float8, ${origin.lat + dLat}::float8))`
  return sql`(point(${businesses.lng}, ${businesses.lat}) <@ ${box} and ${distanceKm(origin)} <= ${km}::float8)`
}
