import type { CategoryIndex, CategoryRow } from '@domain/category/category-tree'
import type { Db } from '../../db/db'
import type { BusinessSearch } from '../../db/repositories/business-search-request'
import { searchBusinesses, type BusinessSearchPage } from '../../db/repositories/business-search.repository'
import { planTextSearch, type TextSearchPlan } from './text-search-plan'

/** How the listing read its search text (the contract's SearchUnderstanding). */
export type SearchUnderstanding = {
  isExact: boolean
  didYouMean: string | null
  city: string | null
  category: string | null
}

export type DirectoryAnswer = { page: BusinessSearchPage; understanding: SearchUnderstanding | null }

/**
 * The one search of the directory: the listing, the map, the admin directory and the assistants ask it. The
 * URL's filters (`search`, without text) narrow it; the text `q` is read by planTextSearch. Never a dead end:
 * when no business matches every word, the closest ones (most words matched) are answered; when the town or the
 * category the text named as a filter has none, the others rank below the ones there.
 */
export async function searchDirectory(
  db: Db,
  index: CategoryIndex<CategoryRow>,
  search: BusinessSearch,
  q: string | undefined,
): Promise<DirectoryAnswer> {
  const text = q?.trim() ?? ''
  if (text === '') return { page: await searchBusinesses(db, search), understanding: null }
  const plan = await planTextSearch(db, index, text)
  const understood = { didYouMean: plan.didYouMean, city: plan.city, category: plan.category }
  if (plan.reading.words.length === 0)
    return { page: await searchBusinesses(db, search), understanding: { isExact: true, ...understood } }
  const tries = attempts(search, plan)
  let page: BusinessSearchPage | null = null
  for (const [i, attempt] of tries.entries()) {
    page = await searchBusinesses(db, attempt)
    if (page.total > 0) return { page, understanding: { isExact: i === 0, ...understood } }
  }
  return {
    page: page ?? (await searchBusinesses(db, search)),
    understanding: { isExact: true, ...understood },
  }
}

// The searches tried in turn until one finds a business: every word; any word; the text's town and category
// as ranks instead of filters.
function attempts(search: BusinessSearch, plan: TextSearchPlan): BusinessSearch[] {
  // A filter of the URL wins over the same kind of filter read from the text, which then only ranks.
  const isCityFromUrl = Boolean(search.citySlug)
  const exact: BusinessSearch = {
    ...search,
    text: {
      ...plan.text,
      boostCitySlugs: isCityFromUrl && plan.citySlugs ? plan.citySlugs : plan.text.boostCitySlugs,
    },
    ...(plan.citySlugs && !isCityFromUrl ? { citySlugs: plan.citySlugs } : {}),
  }
  const tries = [exact]
  const text = exact.text
  // The closest: any word at all, the town's and category's words included.
  const anyWords = text ? [...text.required, ...text.optional.map((key) => ({ prefix: key, whole: [] }))] : []
  if (text && text.required.length > 0 && anyWords.length > 1)
    tries.push({ ...exact, text: { ...text, required: anyWords, mode: 'any' } })
  const last = tries.at(-1) ?? exact
  if (exact.citySlugs && text) {
    const { citySlugs, ...rest } = last
    tries.push({
      ...rest,
      text: { ...text, mode: last.text?.mode ?? 'all', boostCitySlugs: citySlugs ?? [] },
    })
  }
  return tries
}
