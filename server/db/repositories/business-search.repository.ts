import { and, asc, desc, inArray, sql, type SQL } from 'drizzle-orm'
import type { GeoPoint } from '@domain/business/business'
import type { Db } from '../db'
import { amenities, businesses, businessSearch } from '../schema'
import {
  closestCandidates,
  conditions,
  distanceKm,
  planRank,
  relevance,
  searchConditions,
  withinKm,
} from './business-search-filters'
import type { BusinessSearch, BusinessSearchFilters, TextQuery } from './business-search-request'
import {
  isPublicBusiness,
  summaryColumns,
  withCategoryIds,
  type BusinessSummaryRecord,
} from './businesses.repository'
import { rowsOf } from './categories.repository'

/**
 * How far past the page's offset `total` counts; more matches are answered as "500+". Counting costs a row read
 * (and a category probe) per match, and on 100,000 businesses a broad filter's full count cost more than the page.
 */
export const TOTAL_COUNT_CAP = 500

// Radii of the circles the distance sort tries before it orders every match (the island is ~250 km wide). The
// demo data puts thousands of businesses within 2 km of a city centre, so the first circle is small.
const DISTANCE_STEPS_KM = [0.05, 0.15, 0.5, 1.5, 5, 15, 50, 150]

export type BusinessSearchPage = {
  rows: BusinessSummaryRecord[]
  /** Every match when isTotalCapped is false; otherwise the count stopped at offset + TOTAL_COUNT_CAP. */
  total: number
  isTotalCapped: boolean
}

/** One page of the listing: its filters, its search text (in the search core's terms) and its order. */
export async function searchBusinesses(db: Db, search: BusinessSearch): Promise<BusinessSearchPage> {
  if (isRanked(search)) return searchPage(db, search, searchConditions(db, search))
  const filters = conditions(db, search)
  const { total, isTotalCapped } = await countMatches(
    db,
    businesses,
    filters,
    search.offset + Math.max(search.limit, search.countCap ?? TOTAL_COUNT_CAP),
  )
  const rows =
    total === 0 || search.offset >= total
      ? []
      : search.sort === 'distance' && search.origin
        ? await nearestPage(db, search, filters, search.origin, total)
        : await pageWhere(db, search, filters)
  return { rows: await withCategoryIds(db, rows), total, isTotalCapped }
}

// A search ranks its matches by the relevance's band (its whole points: what the text says of the business), then
// the plan's place in search results, then the finer text rank, featured, rating, reviews and id (docs/search.md).
// The closest answers (any word) can match most of the directory; their best are nearly always found by their names
// or categories, so those are ranked first, through their indexes, and the page is theirs when they fill it: a
// business whose description merely holds some of the words comes after them. Only otherwise is every match
// ranked. An exact search (every word) ranks its matches at once: measured on 100,000 businesses, trying the
// names first there cost more in the common case than it saved on a common word (docs/performance.md). Ranking
// reads the narrow search table (business_search), never the wide business rows, until the page's cards.
async function searchPage(db: Db, search: BusinessSearch, filters: SQL[]): Promise<BusinessSearchPage> {
  return throughIndexes(db, (tx) => rankedSearchPage(tx, search, filters))
}

// The planner prices a scan of the search table by its narrow rows and does not see that testing a document there
// fetches it from its TOAST table: for a common word it would read every document. Nor that a count of a rare
// category's first 99 businesses scans the whole table to find them. The search table's indexes answer every
// match (text, category, town), so its queries are planned without sequential scans.
function throughIndexes<T>(db: Db, read: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`)
      return read(tx)
    },
    { accessMode: 'read only' },
  )
}

async function rankedSearchPage(db: Db, search: BusinessSearch, filters: SQL[]): Promise<BusinessSearchPage> {
  const text = search.text
  if (!text) return { rows: [], total: 0, isTotalCapped: false }
  const wanted = search.offset + search.limit
  // Suggestions (names only) and a text of category words alone have no other kind of match.
  const isEveryMatchStrong = text.isNameOnly === true || text.required.every((w) => w.categoryIds)
  if (text.mode === 'any' && !isEveryMatchStrong) {
    const candidates = [...searchConditions(db, { ...search, text: null }), closestCandidates(text)]
    const best = await rankedPage(db, search, text, candidates, wanted, 0)
    if (best.length === wanted) {
      const cap = search.offset + Math.max(search.limit, search.countCap ?? TOTAL_COUNT_CAP)
      const { total, isTotalCapped } = await countMatches(db, businessSearch, filters, cap)
      return { rows: await summariesOf(db, best.slice(search.offset)), total, isTotalCapped }
    }
  }
  const page = await rankedPage(db, search, text, filters, search.limit, search.offset)
  // Past the last page the window has no row to ride on.
  const total =
    page.length > 0 || search.offset === 0
      ? Number(page[0]?.total ?? 0)
      : (await countMatches(db, businessSearch, filters, null)).total
  return { rows: await summariesOf(db, page), total, isTotalCapped: false }
}

// A page of matches in the search's order, with the relevance and the number of matches (a window count: ranking
// reads every match anyway, so the total rides along rather than costing a second scan).
function rankedPage(
  db: Db,
  search: BusinessSearch,
  text: TextQuery,
  filters: SQL[],
  limit: number,
  offset: number,
) {
  const ranked = db
    .select({
      id: businessSearch.businessId,
      score: sql<number>`${relevance(text)}`.as('score'),
      plan: sql<number>`${planRank(search.rankedAt)}`.as('plan'),
      featured: businessSearch.featured,
      rating: businessSearch.rating,
      reviewCount: businessSearch.reviewCount,
      total: sql<number>`count(*) over ()`.as('total'),
    })
    .from(businessSearch)
    .where(and(...(search.pool ? [mostProminent(filters, search.pool)] : filters)))
    .as('ranked')
  return db
    .select({ id: ranked.id, score: ranked.score, total: ranked.total })
    .from(ranked)
    .orderBy(
      sql`floor(${ranked.score}) desc`,
      desc(ranked.plan),
      desc(ranked.score),
      desc(ranked.featured),
      desc(ranked.rating),
      desc(ranked.reviewCount),
      asc(ranked.id),
    )
    .limit(limit)
    .offset(offset)
}

// The first `n` matches in the order of the prominence index (its rating and reviews negated: schema), walked while
// the planner expects many matches (a common prefix: the walk stops after n) and sorted from the words' indexes when
// it expects few. The filters read "business_search" and so name the subquery's own table.
const mostProminent = (filters: SQL[], n: number) =>
  sql`${businessSearch.businessId} in (select ${businessSearch.businessId} from ${businessSearch}
    where ${and(...filters)}
    order by ${businessSearch.planRank} desc, ${businessSearch.featured} desc, (-${businessSearch.rating}),
      (-${businessSearch.reviewCount}), ${businessSearch.businessId}
    limit ${n})`

// The cards of a ranked page, in its order.
async function summariesOf(db: Db, page: ReadonlyArray<{ id: number }>): Promise<BusinessSummaryRecord[]> {
  const ids = page.map((r) => r.id)
  if (ids.length === 0) return []
  const rows = await db.select(summaryColumns).from(businesses).where(inArray(businesses.id, ids))
  const byId = new Map(rows.map((r) => [r.id, r]))
  return withCategoryIds(
    db,
    ids.flatMap((id) => byId.get(id) ?? []),
  )
}

// Counting stops one row past the cap (null: no cap): a count of 100,000 rows costs more than the whole page.
async function countMatches(
  db: Db,
  table: typeof businesses | typeof businessSearch,
  filters: SQL[],
  cap: number | null,
) {
  const matching = db
    .select({ one: sql`1` })
    .from(table)
    .where(and(...filters))
  const matches = (cap === null ? matching : matching.limit(cap + 1)).as('matches')
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matches)
  return capped(Number(row?.n ?? 0), cap)
}

const capped = (n: number, cap: number | null) =>
  cap !== null && n > cap ? { total: cap, isTotalCapped: true } : { total: n, isTotalCapped: false }

function pageWhere(db: Db, search: BusinessSearch, filters: SQL[]) {
  return db
    .select(summaryColumns)
    .from(businesses)
    .where(and(...filters))
    .orderBy(...order(search))
    .limit(search.limit)
    .offset(search.offset)
}

// The nearest businesses lie in a small circle: order only the matches within 50 m, then 150 m, … and, when the
// widest circle does not fill the page, all of them. A full page from a circle is exact: every business outside
// it is farther away than every business inside.
async function nearestPage(db: Db, search: BusinessSearch, filters: SQL[], origin: GeoPoint, total: number) {
  // A page that reaches the last match needs every match: no circle can be full.
  const steps = total > search.offset + search.limit ? DISTANCE_STEPS_KM : []
  for (const km of steps) {
    const rows = await pageWhere(db, search, [...filters, withinKm(origin, km)])
    if (rows.length === search.limit) return rows
  }
  return pageWhere(db, search, filters)
}

// A text ranks the businesses that match its words; one that only names a town (a filter) ranks none above the
// others, and the directory's own order answers it through its indexes instead of ranking every business there.
function isRanked(search: BusinessSearch): boolean {
  return search.sort === 'relevance' && (search.text?.required.length ?? 0) > 0
}

// Default order: featured first, then the best rated with the most reviews. Every order ends with the id so
// pages are stable, and each has an index that walks it (listing-performance migration).
const defaultOrder = [
  desc(businesses.featured),
  desc(businesses.rating),
  desc(businesses.reviewCount),
  asc(businesses.id),
]

function order(search: BusinessSearch): SQL[] {
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
      // A ranked search orders in searchPage; the rest are in the directory's own order.
      return defaultOrder
  }
}

export type CityCount = {
  slug: string
  name: (typeof businesses.$inferSelect)['city']
  businessCount: number
}

/** The cities that have public businesses, the largest first. */
export async function listCities(db: Db): Promise<CityCount[]> {
  const rows = await db
    .select({
      slug: businesses.citySlug,
      name: sql<CityCount['name']>`(array_agg(${businesses.city} order by ${businesses.id}))[1]`,
      businessCount: sql<number>`count(*)::int`,
    })
    .from(businesses)
    .where(isPublicBusiness)
    .groupBy(businesses.citySlug)
    .orderBy(desc(sql`count(*)`), asc(businesses.citySlug))
  return rows.map((r) => ({ ...r, businessCount: Number(r.businessCount) }))
}

export async function listAmenities(db: Db): Promise<Array<typeof amenities.$inferSelect>> {
  return db.select().from(amenities).orderBy(asc(amenities.id))
}

/** A count that stopped at its cap says so ("99+"). */
export type ListingCount = { total: number; isTotalCapped: boolean }

/**
 * How many public businesses each of these filters lists, counted up to `cap` (then "cap or more"), in one statement
 * on the narrow search table: a category's count in a town is its categories' index ANDed with the town's, not a
 * probe per business.
 */
export async function countListings(
  db: Db,
  filters: readonly BusinessSearchFilters[],
  cap: number,
): Promise<ListingCount[]> {
  if (filters.length === 0) return []
  // A town is asked of the counts' own index (schema: business_search_town_count_idx).
  const conditionsOf = ({ citySlug, ...others }: BusinessSearchFilters) => [
    ...searchConditions(db, others),
    ...(citySlug ? [sql`lower(${businessSearch.citySlug}) = ${citySlug}`] : []),
  ]
  const counts = filters.map(
    (f, i) =>
      sql`(select count(*)::int from (select 1 from ${businessSearch} where ${and(...conditionsOf(f))} limit ${cap + 1}) m) as ${sql.identifier(`n${i}`)}`,
  )
  const [row] = rowsOf(await db.execute(sql`select ${sql.join(counts, sql`, `)}`))
  return filters.map((_, i) => capped(Number(row?.[`n${i}`] ?? 0), cap))
}
