import { Link } from '@tanstack/react-router'
import { pickText, type Locale } from '@domain/i18n/localized-text'
import type { CityOption } from '@domain/business/business'
import type { Category } from '@domain/category/category'
import type { BusinessQuery } from '@domain/search/business-query'
import { toBusinessSearch } from '@domain/search/business-search-params'
import { isClosestOnly, type BusinessListPage } from '@domain/search/search-understanding'
import { useLocale } from '../../i18n/use-locale'
import { useT, type Translate } from '../../i18n/use-t'

type Props = {
  query: BusinessQuery
  page: BusinessListPage
  categories: Category[]
  cities: CityOption[]
}

/**
 * Issue 29, never a dead end: how the directory read the search text. When no business matched every word the
 * results are said to be only the closest; a corrected spelling that finds more is offered as a link; a town or a
 * category named in the text, which now narrows the list, is named once, quietly.
 */
export function SearchUnderstandingNote({ query, page, categories, cities }: Props) {
  const t = useT()
  const locale = useLocale()
  const { search } = page
  if (!query.q || !search) return null
  const category = search.category && search.category !== query.category ? search.category : null
  const city = search.city && search.city !== query.city ? search.city : null
  const understood = understoodText(
    t,
    category ? categoryName(categories, category, locale) : null,
    city ? cityName(cities, city, locale) : null,
  )
  const didYouMean = search.didYouMean ? aroundSlot(t('search.didYouMean', { suggestion: SLOT })) : null
  if (!isClosestOnly(page) && !didYouMean && !understood) return null

  return (
    <div className="search-understanding">
      {isClosestOnly(page) && <p role="status">{t('search.closest', { q: query.q })}</p>}
      {search.didYouMean && didYouMean && (
        <p>
          {didYouMean.before}
          <Link
            to="/businesses"
            search={toBusinessSearch({ ...query, page: undefined, q: search.didYouMean })}
          >
            {search.didYouMean}
          </Link>
          {didYouMean.after}
        </p>
      )}
      {understood && <p>{understood}</p>}
    </div>
  )
}

// The corrected text is a link inside a sentence whose word order each language sets: the sentence is
// translated whole with a stand-in for the link, then cut around it.
const SLOT = '\u0000'

function aroundSlot(text: string): { before: string; after: string } {
  const at = text.indexOf(SLOT)
  return at === -1
    ? { before: `${text} `, after: '' }
    : { before: text.slice(0, at), after: text.slice(at + 1) }
}

function understoodText(t: Translate, category: string | null, city: string | null): string | null {
  if (category && city) return t('search.understood.categoryInCity', { category, city })
  if (category) return t('search.understood.category', { category })
  if (city) return t('search.understood.city', { city })
  return null
}

function categoryName(categories: Category[], slug: string, locale: Locale): string | null {
  for (const category of categories) {
    if (category.slug === slug) return pickText(category.name, locale)
    const inside = categoryName(category.children ?? [], slug, locale)
    if (inside) return inside
  }
  return null
}

function cityName(cities: CityOption[], slug: string, locale: Locale): string | null {
  const city = cities.find((c) => c.slug === slug)
  return city ? pickText(city.name, locale) : null
}
