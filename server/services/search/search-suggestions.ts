import type { CategoryIndex, CategoryRow } from '@domain/category/category-tree'
import { findCityNames } from '@domain/city/city-names'
import { pickText, type Locale } from '@domain/i18n/localized-text'
import { MAX_SUGGESTIONS, SUGGEST_MIN_CHARS, type SearchSuggestion } from '@domain/search/search-suggestion'
import { businessCountText } from '@domain/search/business-count-text'
import type { Db } from '../../db/db'
import type { BusinessSearch } from '../../db/repositories/business-search-request'
import { countListing, searchBusinesses } from '../../db/repositories/business-search.repository'
import type { BusinessSummaryRecord } from '../../db/repositories/businesses.repository'
import { planTextSearch, type TextSearchPlan } from './text-search-plan'

// Past this many, a count says "999+": counting more costs more than the suggestions.
const COUNT_CAP = 999
const MAX_PLACES = 3
const MAX_CATEGORIES = 3

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
  const places = isOnlyPlace ? await placeSuggestions(db, plan, locale) : []
  const categories = reading.freeWords.length === 0 ? await categorySuggestions(db, index, plan, locale) : []
  const room = MAX_SUGGESTIONS - places.length - categories.length
  const businesses = room > 0 ? await businessSuggestions(db, index, plan, room, locale) : []
  return [...places, ...categories, ...businesses]
}

async function placeSuggestions(db: Db, plan: TextSearchPlan, locale: Locale): Promise<SearchSuggestion[]> {
  const slugs = plan.reading.place?.slugs.slice(0, MAX_PLACES) ?? []
  return Promise.all(
    slugs.map(async (slug) => ({
      kind: 'city' as const,
      label: findCityNames(slug)?.name[locale] ?? slug,
      slug,
      citySlug: null,
      detail: businessCountText(await count(db, { citySlug: slug }), locale),
    })),
  )
}

async function categorySuggestions(
  db: Db,
  index: CategoryIndex<CategoryRow>,
  plan: TextSearchPlan,
  locale: Locale,
): Promise<SearchSuggestion[]> {
  const city = plan.city ? findCityNames(plan.city) : undefined
  const found = plan.reading.categorySlugs
    .flatMap((slug) => index.findBySlug(slug) ?? [])
    .slice(0, MAX_CATEGORIES)
  const suggestions = await Promise.all(
    found.map(async (category) => {
      const n = await count(db, {
        categoryIds: index.subtreeIds(category.id),
        ...(city ? { citySlug: city.slug } : {}),
      })
      const name = pickText(category.name, locale)
      return {
        kind: 'category' as const,
        label: city ? `${name} ${city.inCity[locale]}` : name,
        slug: category.slug,
        citySlug: city?.slug ?? null,
        detail: businessCountText(n, locale),
        n,
      }
    }),
  )
  // A category with no business (in that town) would open an empty listing.
  return suggestions.filter((s) => s.n > 0).map(({ n: _n, ...s }) => s)
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
  const base: BusinessSearch = { categoryIds: null, text: null, sort: 'relevance', limit, offset: 0 }
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

const count = (db: Db, filters: Partial<BusinessSearch>) =>
  countListing(db, { categoryIds: null, text: null, ...filters }, COUNT_CAP)
