import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { pickText, type Locale } from '@domain/i18n/localized-text'
import { PRICE_RANGE_LABEL_KEYS } from '@/ui/components/business/price-range-labels'
import {
  activeFilterCount,
  BUSINESS_SORTS,
  MIN_RATING_OPTIONS,
  PRICE_RANGES,
  type BusinessQuery,
} from '@domain/search/business-query'
import { parseBusinessSearch, toBusinessQuery, toBusinessSearch } from '@domain/search/business-search-params'
import { MAX_QUERY_LENGTH } from '@domain/search/fold-text'
import type { BusinessFilterOptions } from '@domain/business/business'
import type { Category } from '@domain/category/category'
import { useLocale } from '../../i18n/use-locale'
import { useT } from '../../i18n/use-t'
import { LocationControl, type LocationState } from './location-control'
import { SearchSuggestField } from './search-suggest-field'

type Props = {
  query: BusinessQuery
  categories: Category[]
  options: BusinessFilterOptions
  location: LocationState
  onLocate: () => void
  /** On a phone the filters are a sheet over the results, open while the URL says `filters=open`. */
  isSheetOpen: boolean
}

/**
 * The listing's search and filters. A plain GET form (works before scripts load); with scripts it replaces the
 * URL's search, so every result page has its own address and back/forward walk through the filter changes.
 * On a phone only the search box stays above the results; the filters open as a sheet from a "Filters" link that
 * counts the active ones. The sheet's state is in the URL too, so it opens without scripts and Back closes it.
 */
export function BusinessSearchForm({ query, categories, options, location, onLocate, isSheetOpen }: Props) {
  const t = useT()
  const id = useId()
  const locale = useLocale()
  const navigate = useNavigate()
  const canSortByDistance = location.status === 'located'
  const filterCount = activeFilterCount(query)
  const sheetId = `${id}-sheet`
  const sheetTitleRef = useRef<HTMLHeadingElement>(null)
  const toggleRef = useRef<HTMLAnchorElement>(null)
  const wasOpen = useRef(isSheetOpen)

  // Opening moves focus into the sheet; closing gives it back to the link that opened it.
  useEffect(() => {
    if (isSheetOpen && !wasOpen.current) sheetTitleRef.current?.focus()
    if (!isSheetOpen && wasOpen.current) toggleRef.current?.focus()
    wasOpen.current = isSheetOpen
  }, [isSheetOpen])

  // Escape closes the open sheet, wherever focus is inside the page (it covers the results on a phone).
  useEffect(() => {
    if (!isSheetOpen) return
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      event.preventDefault()
      void navigate({
        to: '.',
        search: (previous) => ({ ...previous, filters: undefined }),
        replace: true,
        state: (state) => ({ ...state, keepsFocus: true }),
      })
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [isSheetOpen, navigate])

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const text = (name: string) => {
      const value = form.get(name)
      return typeof value === 'string' ? value : undefined
    }
    // The fields carry the URL's names, as the plain GET form sends them: the URL's own parser reads them.
    const next = parseBusinessSearch({
      q: text('q'),
      category: text('category'),
      city: text('city'),
      price: form.getAll('price'),
      minRating: text('minRating'),
      openNow: text('openNow'),
      amenities: form.getAll('amenities'),
      sort: text('sort'),
    })
    void navigate({ to: '/businesses', search: toBusinessSearch(toBusinessQuery(next)) })
  }

  return (
    // The key resets the uncontrolled fields when the URL changes (back/forward, links in the empty state).
    <form
      key={JSON.stringify(query)}
      role="search"
      aria-label={t('filters.label')}
      className="search-form"
      method="get"
      action="/businesses"
      onSubmit={apply}
    >
      <div className="search-form__query">
        <QueryField id={`${id}-q`} initial={query.q ?? ''} />
        <button type="submit" className="button">
          {t('search.submit')}
        </button>
        <Link
          ref={toggleRef}
          to="."
          search={(previous) => ({ ...previous, filters: 'open' })}
          state={(state) => ({ ...state, keepsFocus: true })}
          className="button button--ghost search-form__sheet-toggle"
          aria-controls={sheetId}
          aria-expanded={isSheetOpen}
        >
          {t('filters.toggle')}
          {filterCount > 0 && (
            <span className="search-form__filter-count">
              <span aria-hidden="true">{filterCount}</span>
              <span className="visually-hidden">{t('filters.activeCount', { count: filterCount })}</span>
            </span>
          )}
        </Link>
      </div>
      <div
        id={sheetId}
        className="search-form__sheet"
        data-open={isSheetOpen}
        role="group"
        aria-labelledby={`${sheetId}-title`}
      >
        <div className="search-form__sheet-header">
          <h2 id={`${sheetId}-title`} ref={sheetTitleRef} tabIndex={-1}>
            {t('filters.toggle')}
          </h2>
          <Link
            to="."
            search={(previous) => ({ ...previous, filters: undefined })}
            replace
            className="search-form__sheet-close"
            aria-label={t('filters.close')}
          >
            <span aria-hidden="true">×</span>
          </Link>
        </div>
        <div className="search-form__filters">
          <Select id={`${id}-category`} name="category" label={t('businesses.filter')} value={query.category}>
            <option value="">{t('businesses.allCategories')}</option>
            {flatten(categories, locale, 0).map((o) => (
              <option key={o.slug} value={o.slug}>
                {o.label}
              </option>
            ))}
          </Select>
          <Select id={`${id}-city`} name="city" label={t('filters.city')} value={query.city}>
            <option value="">{t('filters.allCities')}</option>
            {options.cities.map((c) => (
              <option key={c.slug} value={c.slug}>
                {pickText(c.name, locale)}
              </option>
            ))}
          </Select>
          <Select
            id={`${id}-rating`}
            name="minRating"
            label={t('filters.minRating')}
            value={query.minRating?.toString()}
          >
            <option value="">{t('filters.anyRating')}</option>
            {MIN_RATING_OPTIONS.map((r) => (
              <option key={r} value={r}>
                {t('filters.ratingAtLeast', { rating: r })}
              </option>
            ))}
          </Select>
          <Select
            id={`${id}-sort`}
            name="sort"
            label={t('filters.sort')}
            value={query.sort === 'distance' && !canSortByDistance ? undefined : query.sort}
          >
            {BUSINESS_SORTS.map((s) => (
              <option key={s} value={s} disabled={s === 'distance' && !canSortByDistance}>
                {t(`sort.${s}`)}
              </option>
            ))}
          </Select>
          <fieldset className="search-form__group">
            <legend>{t('filters.price')}</legend>
            {PRICE_RANGES.map((p) => (
              <label key={p} className="search-form__check">
                <input
                  type="checkbox"
                  name="price"
                  value={p}
                  defaultChecked={query.priceRanges?.includes(p)}
                />
                <span aria-hidden="true">{p}</span> {t(PRICE_RANGE_LABEL_KEYS[p])}
              </label>
            ))}
          </fieldset>
          {options.amenities.length > 0 && (
            // Dozens of amenities would push the results off the screen: they stay folded until wanted.
            <details className="search-form__more" open={(query.amenities?.length ?? 0) > 0}>
              <summary>
                {t('filters.amenities')}
                {query.amenities?.length ? ` (${query.amenities.length})` : ''}
              </summary>
              <fieldset className="search-form__group">
                <legend className="visually-hidden">{t('filters.amenities')}</legend>
                {options.amenities.map((a) => (
                  <label key={a.slug} className="search-form__check">
                    <input
                      type="checkbox"
                      name="amenities"
                      value={a.slug}
                      defaultChecked={query.amenities?.includes(a.slug)}
                    />
                    {pickText(a.name, locale)}
                  </label>
                ))}
              </fieldset>
            </details>
          )}
          <label className="search-form__check">
            <input type="checkbox" name="openNow" value="true" defaultChecked={query.openNow === true} />
            {t('filters.openNow')}
          </label>
        </div>
        <LocationControl
          location={location}
          onLocate={onLocate}
          isDistanceAsked={query.sort === 'distance'}
        />
        <p className="search-form__actions">
          <button type="submit" className="button">
            {t('filters.apply')}
          </button>
          <Link to="/businesses" search={{}} className="button button--ghost">
            {t('filters.clear')}
          </Link>
        </p>
      </div>
    </form>
  )
}

/** The search text, with voice input and suggestions; the form's key gives it a fresh start when the URL changes. */
function QueryField({ id, initial }: { id: string; initial: string }) {
  const t = useT()
  const [query, setQuery] = useState(initial)
  return (
    <SearchSuggestField
      id={id}
      name="q"
      value={query}
      onChange={setQuery}
      maxLength={MAX_QUERY_LENGTH}
      label={t('search.label')}
      isLabelVisible
      placeholder={t('search.placeholder')}
    />
  )
}

type SelectProps = {
  id: string
  name: string
  label: string
  value: string | undefined
  children: ReactNode
}

function Select({ id, name, label, value, children }: SelectProps) {
  return (
    <span className="search-form__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value ?? ''}>
        {children}
      </select>
    </span>
  )
}

type Option = { slug: string; label: string }

function flatten(categories: Category[], locale: Locale, depth: number): Option[] {
  // Indentation shows the tree inside a native select.
  const indent = '\u00a0\u00a0'.repeat(depth)
  return categories.flatMap((category) => [
    { slug: category.slug, label: `${indent}${pickText(category.name, locale)}` },
    ...flatten(category.children ?? [], locale, depth + 1),
  ])
}
