import type { CategoryIndex, CategoryRow } from '@domain/category/category-tree'
import { findCityNames, type CityNames } from '@domain/city/city-names'
import { pickText, type Locale } from '@domain/i18n/localized-text'
import { MAX_SUGGESTIONS, SUGGEST_MIN_CHARS, type SearchSuggestion } from '@domain/search/search-suggestion'
import { businessCountText } from '@domain/search/business-count-text'
import type { Db } from '../../db/db'
import type { BusinessSearch, BusinessSearchFilters } from '../../db/repositories/business-search-request'
import {
  countListings,
  searchBusinesses,
  type ListingCount,
} from '../../db/repositories/business-search.repository'
import type { BusinessSummaryRecord } from '../../db/repositories/businesses.repository'
import { planTextSearch, type TextSearchPlan } from './text-search-plan'

// Past this many, a count says "99+": on 100,000 businesses a category's count to 999 cost more than the rest of
// the suggestions (docs/performance.md).
const COUNT_CAP = 99
const MAX_PLACES = 3
const MAX_CATEGORIES = 3
// The suggestions rank every business whose name holds the words typed, unless there are thousands: two letters
// start a word in a fifth of all names (18,000 of 100,000), and ranking each cost 100 ms. Then they rank the most
// prominent 200 (plan, featured, rating, reviews), walked in their index until 200 are found, which costs less the
// more names match; a name is found among them as more is typed. Past about 4,000 matches the walk is the cheaper
// (docs/performance.md).
const SUGGESTION_POOL = 200
const POOLED_PAST = 4000

/**
 * What the visitor may be typing, read by the search core as it reads a search (its last word as the start of
 * a word): the towns and categories the text names, then the businesses whose names hold its words.
 */
export async function suggest(
  db: Db,
  index: CategoryIndex<CategoryRow>,
  q: string,
  locale: Locale,
): Promise<SearchSuggestion[]> {
  if ((q.match(/[\p{L}\p{N}]/gu) ?? []).length < SUGGEST_MIN_CHARS) return []
  const plan = await planTextSearch(db, index, q, true)
  const { reading } = plan
  const isOnlyPlace = reading.freeWords.length === 0 && reading.categorySlugs.length === 0
  const places = isOnlyPlace ? (plan.reading.place?.slugs.slice(0, MAX_PLACES) ?? []) : []
  const city = plan.city ? findCityNames(plan.city) : undefined
  const categories =
    reading.freeWords.length === 0
      ? reading.categorySlugs.flatMap((slug) => index.findBySlug(slug) ?? []).slice(0, MAX_CATEGORIES)
      : []
  // Every count in one statement.
  const counts = await countListings(
    db,
    [
      ...places.map((slug) => listed({ citySlug: slug })),
      ...categories.map((category) =>
        listed({ categoryIds: index.subtreeIds(category.id), ...(city ? { citySlug: city.slug } : {}) }),
      ),
    ],
    COUNT_CAP,
  )
  const found = [
    ...places.map((slug, i) => placeSuggestion(slug, counts[i], locale)),
    ...categories.flatMap((category, i) => {
      const counted = counts[places.length + i]
      // A category with no business (in that town) would open an empty listing.
      return counted && counted.total > 0 ? [categorySuggestion(category, city, counted, locale)] : []
    }),
  ]
  const room = MAX_SUGGESTIONS - found.length
  const businesses = room > 0 ? await businessSuggestions(db, index, plan, room, locale) : []
  return [...found, ...businesses]
}

const listed = (filters: Partial<BusinessSearchFilters>): BusinessSearchFilters => ({
  categoryIds: null,
  text: null,
  ...filters,
})

function placeSuggestion(slug: string, counted: ListingCount | undefined, locale: Locale): SearchSuggestion {
  return {
    kind: 'city',
    label: findCityNames(slug)?.name[locale] ?? slug,
    slug,
    citySlug: null,
    detail: counted ? countText(counted, locale) : null,
  }
}

function categorySuggestion(
  category: CategoryRow,
  city: CityNames | undefined,
  counted: ListingCount,
  locale: Locale,
): SearchSuggestion {
  const name = pickText(category.name, locale)
  return {
    kind: 'category',
    label: city ? `${name} ${city.inCity[locale]}` : name,
    slug: category.slug,
    citySlug: city?.slug ?? null,
    detail: countText(counted, locale),
  }
}

// Businesses whose names hold every word typed (the town's and category's words too: "Limassol Marina"); when
// none does and the text only names a category and a town, the best rated businesses of that category there.
async function businessSuggestions(
  db: Db,
  index: CategoryIndex<CategoryRow>,
  plan: TextSearchPlan,
  limit: number,
  locale: Locale,
): Promise<SearchSuggestion[]> {
  const optional = plan.text.optional.map((key) => ({ prefix: key, whole: [] }))
  const base: BusinessSearch = {
    categoryIds: null,
    text: null,
    sort: 'relevance',
    limit,
    offset: 0,
    ...(plan.namesHolding > POOLED_PAST ? { pool: SUGGESTION_POOL } : {}),
    // The suggestions show businesses, not how many match: the count stops at the page.
    countCap: 0,
  }
  const named = await searchBusinesses(db, {
    ...base,
    text: { ...plan.text, required: [...plan.text.required, ...optional], optional: [], isNameOnly: true },
  })
  let rows = named.rows
  if (rows.length === 0 && plan.reading.freeWords.length > 0)
    rows = (
      await searchBusinesses(db, {
        ...base,
        text: { ...plan.text, isNameOnly: true },
        ...(plan.citySlugs ? { citySlugs: plan.citySlugs } : {}),
      })
    ).rows
  if (rows.length === 0 && plan.categoryIds)
    rows = (
      await searchBusinesses(db, {
        ...base,
        categoryIds: plan.categoryIds,
        ...(plan.citySlugs ? { citySlugs: plan.citySlugs } : {}),
        sort: 'rating',
      })
    ).rows
  return rows.map((b) => businessSuggestion(index, b, locale))
}

function businessSuggestion(
  index: CategoryIndex<CategoryRow>,
  b: BusinessSummaryRecord,
  locale: Locale,
): SearchSuggestion {
  const category = b.categoryIds.map((id) => index.get(id)).find(Boolean)
  const detail = [category ? pickText(category.name, locale) : '', pickText(b.city, locale)].filter(Boolean)
  return {
    kind: 'business',
    label: pickText(b.name, locale),
    slug: b.slug,
    citySlug: null,
    detail: detail.join(' · ') || null,
  }
}

const countText = ({ total, isTotalCapped }: ListingCount, locale: Locale) =>
  businessCountText(total, locale, isTotalCapped)
