import { and, eq, exists, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import { minuteOfWeek } from '@domain/hours/open-week'
import { alias } from 'drizzle-orm/pg-core'
import type { GeoPoint } from '@domain/business/business'
import type { LocalMoment } from '@domain/hours/local-moment'
import type { Db } from '../db'
import {
  amenities,
  businessAmenities,
  businesses,
  businessSearch,
  businessSubscriptions,
  plans,
} from '../schema'
import { inCategories, isPublicBusiness } from './businesses.repository'
import type { BusinessSearchFilters, TextQuery, WordMatch } from './business-search-request'

// Degrees of latitude to kilometres; Cyprus is small enough for the equirectangular approximation.
const KM_PER_DEGREE = 111.32

/**
 * The WHERE conditions of a listing on the businesses table (the directory's own orders, through its indexes):
 * public businesses only, the filters and, for a search, its text (found in the search table).
 */
export function conditions(db: Db, search: BusinessSearchFilters): SQL[] {
  const all: SQL[] = [isPublicBusiness]
  if (search.categoryIds) all.push(inCategories(db, search.categoryIds))
  if (search.text && search.text.required.length > 0)
    all.push(
      sql`${businesses.id} in (select ${businessSearch.businessId} from ${businessSearch} where ${textMatch(search.text)})`,
    )
  if (search.citySlug) all.push(eq(businesses.citySlug, search.citySlug))
  if (search.citySlugs) all.push(inArray(businesses.citySlug, search.citySlugs))
  if (search.minRating !== undefined && search.minRating > 0)
    all.push(gte(businesses.rating, search.minRating))
  return [...all, ...businessOnlyConditions(db, search)]
}

/**
 * The same conditions on the search table, which a ranked search reads: the filters it holds copies of directly,
 * the others (price, hours, amenities, closed for good) through the business rows they need.
 */
export function searchConditions(db: Db, search: BusinessSearchFilters): SQL[] {
  const all: SQL[] = [eq(businessSearch.status, 'approved')]
  if (search.categoryIds) all.push(listedIn(search.categoryIds))
  if (search.text && search.text.required.length > 0) all.push(textMatch(search.text))
  if (search.citySlug) all.push(eq(businessSearch.citySlug, search.citySlug))
  if (search.citySlugs) all.push(inArray(businessSearch.citySlug, search.citySlugs))
  if (search.minRating !== undefined && search.minRating > 0)
    all.push(gte(businessSearch.rating, search.minRating))
  const others = businessOnlyConditions(db, search)
  if (others.length > 0)
    all.push(
      sql`${businessSearch.businessId} in (select ${businesses.id} from ${businesses} where ${and(...others)})`,
    )
  return all
}

// The filters only the business rows answer.
function businessOnlyConditions(db: Db, search: BusinessSearchFilters): SQL[] {
  const all: SQL[] = []
  if (search.priceRanges && search.priceRanges.length > 0)
    all.push(inArray(businesses.priceRange, search.priceRanges))
  // A business closed for good is never open, whatever its hours said.
  if (search.openAt) all.push(openAt(search.openAt), isNull(businesses.permanentlyClosedAt))
  if (search.isClosedHidden) all.push(isNull(businesses.permanentlyClosedAt))
  for (const slug of search.amenitySlugs ?? []) all.push(hasAmenity(db, slug))
  return all
}

// Keys are letters and digits only (search-key.ts) and reach the database as a parameter, so no tsquery operator
// (& | ! : * ( ) < > ') of a visitor's text can. A one-letter key is matched whole: as a prefix it would match
// nearly every document.
function wordQuery({ prefix, whole, starts = [] }: WordMatch): string {
  const prefixes = [...new Set([...(prefix ? [prefix] : []), ...starts])]
  const terms = [...prefixes.map((p) => (p.length >= 2 ? `${p}:*` : p)), ...whole]
  return terms.length === 1 ? (terms[0] ?? '') : `(${terms.join(' | ')})`
}

const toTsquery = (text: string) => sql`to_tsquery('simple', ${text})`
const inNames = (words: readonly WordMatch[], join: ' & ' | ' | ') =>
  sql`${businessSearch.names} @@ ${toTsquery(words.map(wordQuery).join(join))}`
const inDocument = (words: readonly WordMatch[], join: ' & ' | ' | ') =>
  sql`${businessSearch.document} @@ ${toTsquery(words.map(wordQuery).join(join))}`
// The same test as a set of businesses, answered by the documents' index alone. A document (2–4 KB) is stored apart
// from its row (TOAST), and every expression that reads it fetches and decompresses it again: for the candidates
// and the rank's points, which test thousands of rows, the index's answer costs far less (docs/performance.md).
// `offset 0` keeps the set a set: PostgreSQL 18 would otherwise fold this join of the table with itself back
// into a test of each candidate's document.
const documentsHolding = alias(businessSearch, 'documents_holding')
const inDocumentSet = (words: readonly WordMatch[], join: ' & ' | ' | ') =>
  sql`${businessSearch.businessId} in (select ${documentsHolding.businessId} from ${businessSearch} as ${documentsHolding} where ${documentsHolding.document} @@ ${toTsquery(words.map(wordQuery).join(join))} offset 0)`

// The businesses listed in these categories (a category with its descendants): the search table holds each
// business's own categories, GIN-indexed, so the test is an index scan as a filter and a cheap overlap as a rank.
const listedIn = (categoryIds: readonly number[]) =>
  sql`${businessSearch.categoryIds} && ${`{${categoryIds.join(',')}}`}::int[]`

// A word of a category phrase is found in a business of that category, or in a name.
const categoryWordMatch = (word: WordMatch, categoryIds: readonly number[]) =>
  or(listedIn(categoryIds), inNames([word], ' & ')) ?? sql`false`

/**
 * The text's match: every required word (all) or at least one (any); a free word anywhere in the document, a
 * category's word in its categories or a name; only in the names for suggestions (isNameOnly). Among candidates
 * found otherwise (closestCandidates), a set from the documents' index that the candidates are looked up in.
 */
export function textMatch(text: TextQuery, among: 'every business' | 'candidates' = 'every business'): SQL {
  const join = text.mode === 'all' ? ' & ' : ' | '
  if (text.isNameOnly) return inNames(text.required, join)
  const free = text.required.filter((w) => !w.categoryIds)
  const documentMatch = among === 'candidates' ? inDocumentSet : inDocument
  const parts = [
    ...(free.length > 0 ? [documentMatch(free, join)] : []),
    ...text.required.flatMap((w) => (w.categoryIds ? [categoryWordMatch(w, w.categoryIds)] : [])),
  ]
  return (text.mode === 'all' ? and(...parts) : or(...parts)) ?? sql`false`
}

/**
 * The closest answers' candidates: the matches whose names or categories answer some word of the text (a word, or
 * the town's, in a name, or a category the text named). Only these can reach the relevance's name and category
 * points (a name word that sounds like a searched word has its key, so the names' vector finds it too); every other
 * match is found in its description or address alone. The names' vector and the category ids are indexed, so the
 * set is found without the documents; and a name that holds a word of the text is a match already (the names are
 * in the document), so the documents' set is asked only of the candidates found by the town or a category.
 */
export function closestCandidates(text: TextQuery): SQL {
  const placeWords = text.optional.map((k) => ({ prefix: k, whole: [] }))
  const categoryIds = [
    ...new Set([...text.boostCategoryIds, ...text.required.flatMap((w) => w.categoryIds ?? [])]),
  ]
  const byPlaceOrCategory = or(
    ...(placeWords.length > 0 ? [inNames(placeWords, ' | ')] : []),
    ...(categoryIds.length > 0 ? [listedIn(categoryIds)] : []),
  )
  return (
    or(
      ...(text.required.length > 0 ? [inNames(text.required, ' | ')] : []),
      ...(byPlaceOrCategory ? [and(byPlaceOrCategory, textMatch(text, 'candidates'))] : []),
    ) ?? sql`false`
  )
}

/**
 * How well a business answers the text, highest first: its name is the text (8), holds every word of it beside
 * the town's (4) and the town's too (2), holds a word as it was typed, ending and all (2 each), or begins with the
 * text (2); it is of the category (3) or in the town (3) the text named; in the closest answers, each word it
 * matches (2); then the rank of the words in the names. Everything here reads the business's small name columns,
 * not its whole document, so ranking thousands of matches stays cheap.
 */
export function relevance(text: TextQuery): SQL {
  const placeWords: WordMatch[] = text.optional.map((k) => ({ prefix: k, whole: [] }))
  const parts: SQL[] = []
  const points = (condition: SQL, n: number) => parts.push(sql`(case when ${condition} then ${n} else 0 end)`)
  for (const phrase of text.phrases) {
    points(sql`strpos(${businessSearch.nameKeys}, ${`|${phrase}|`}) > 0`, 8)
    points(sql`strpos(${businessSearch.nameKeys}, ${`|${phrase}`}) > 0`, 2)
  }
  if (text.required.length > 0) points(inNames(text.required, ' & '), 4)
  if (text.required.length > 0 && placeWords.length > 0)
    points(inNames([...text.required, ...placeWords], ' & '), 2)
  for (const { sound } of text.required)
    if (sound && sound.length >= 3) points(sql`strpos(${businessSearch.nameSounds}, ${` ${sound} `}) > 0`, 2)
  if (text.mode === 'any')
    for (const word of text.required)
      points(word.categoryIds ? categoryWordMatch(word, word.categoryIds) : inDocumentSet([word], ' & '), 2)
  if (text.boostCategoryIds.length > 0) points(listedIn(text.boostCategoryIds), 3)
  if (text.boostCitySlugs.length > 0) points(inArray(businessSearch.citySlug, text.boostCitySlugs), 3)
  const every = [...text.required, ...placeWords]
  if (every.length > 0)
    parts.push(sql`ts_rank(${businessSearch.names}, ${toTsquery(every.map(wordQuery).join(' | '))})`)
  return parts.length > 0 ? sql.join(parts, sql` + `) : sql`0`
}

/**
 * The place a business's plan buys in search results (the plan's search_ranking: top 2, boosted 1, standard 0),
 * read from the subscription that counts at `at` as findCurrentSubscription reads it; 0 without one.
 */
export function planRank(at: Date | undefined): SQL {
  const moment = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`
  // The search table holds the place of each business's latest subscription that counts (kept by triggers), so
  // thousands of matches are ranked without a subquery each; only a search at a moment before that subscription
  // starts (a plan change scheduled for later) reads the subscriptions.
  return sql`case when ${businessSearch.planFrom} is null then 0
    when ${businessSearch.planFrom} <= ${moment} then ${businessSearch.planRank}
    else coalesce((
    select case ${plans.features}->>'search_ranking' when 'top' then 2 when 'boosted' then 1 else 0 end
    from ${businessSubscriptions} join ${plans} on ${plans.id} = ${businessSubscriptions.planId}
    where ${businessSubscriptions.businessId} = ${businessSearch.businessId}
      and ${businessSubscriptions.status} in ('active', 'trialing', 'past_due')
      and ${businessSubscriptions.startedAt} <= ${moment}
    order by ${businessSubscriptions.startedAt} desc, ${businessSubscriptions.id} desc
    limit 1), 0) end`
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
