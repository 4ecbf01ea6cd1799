import { useSuspenseQuery } from '@tanstack/react-query'
import { BusinessListingSkeleton } from '../components/business/business-skeletons'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useState } from 'react'
import { BUSINESS_PAGE_SIZE } from '@domain/paging/page-sizes'
import { BusinessGrid } from '../components/business/business-card'
import { loadErrorFor } from '../components/load-error'
import { countPages, Pagination } from '../components/pagination'
import { useT } from '../i18n/use-t'
import { pageOffset } from '../navigation/list-search'
import { hasFilters, type BusinessFilters, type BusinessQuery } from '@domain/search/business-query'
import {
  parseBusinessSearch,
  toBusinessQuery,
  toBusinessSearch,
  type BusinessListSearch,
} from '@domain/search/business-search-params'
import type { GeoPoint } from '@domain/business/business'
import type { LocationErrorCode } from '@domain/errors'
import { BusinessSearchForm } from '../components/search/business-search-form'
import type { LocationState } from '../components/search/location-control'
import { SearchUnderstandingNote } from '../components/search/search-understanding-note'
import { businessListingHead } from '../list-heads'
import { businessFilterOptionsQuery, businessListQuery } from '../queries/businesses'
import { categoryTreeQuery } from '../queries/categories'
import type { RouterContext } from '../router-context'

export const Route = createFileRoute('/businesses/')({
  // `filters=open`: the phone's filter sheet is open; it is not part of the query, so opening it loads nothing.
  validateSearch: (search: Record<string, unknown>): BusinessListSearch & { filters?: 'open' } => ({
    ...parseBusinessSearch(search),
    filters: search.filters === 'open' ? ('open' as const) : undefined,
  }),
  loaderDeps: ({ search }) => toBusinessQuery(search),
  loader: ({ context, deps }) => loadListing(context, deps),
  head: ({ match }) =>
    businessListingHead(
      match,
      match.context.queryClient.getQueryData(
        listQuery(match.context, toBusinessQuery(match.search)).queryKey,
      ),
    ),
  errorComponent: loadErrorFor('error.businesses'),
  pendingComponent: BusinessListingSkeleton,
  component: BusinessListingPage,
})

// The position never enters the URL or the server render: the distance order applies once the browser knows it.
function listQuery({ ports }: Pick<RouterContext, 'ports'>, query: BusinessQuery, near?: GeoPoint) {
  const { page, ...ordered } = query
  return businessListQuery(ports.businesses, {
    ...ordered,
    ...(near && query.sort === 'distance' ? { near } : {}),
    limit: BUSINESS_PAGE_SIZE,
    offset: pageOffset(page, BUSINESS_PAGE_SIZE),
  })
}

async function loadListing(context: RouterContext, query: BusinessQuery): Promise<void> {
  await Promise.all([
    context.queryClient.ensureQueryData(listQuery(context, query)),
    context.queryClient.ensureQueryData(categoryTreeQuery(context.ports.categories)),
    context.queryClient.ensureQueryData(businessFilterOptionsQuery(context.ports.businesses)),
  ])
}

function BusinessListingPage() {
  const t = useT()
  const search = Route.useSearch()
  const query = toBusinessQuery(search)
  const context = Route.useRouteContext()
  const [location, setLocation] = useState<LocationState>({ status: 'unknown' })
  const near = location.status === 'located' ? location.position : undefined
  const { data: list } = useSuspenseQuery(listQuery(context, query, near))
  const { data: tree } = useSuspenseQuery(categoryTreeQuery(context.ports.categories))
  const { data: options } = useSuspenseQuery(businessFilterOptionsQuery(context.ports.businesses))
  const page = query.page ?? 1

  const locate = () => {
    setLocation({ status: 'locating' })
    context.ports.geolocation.locate().then(
      (position) => setLocation({ status: 'located', position }),
      (error: unknown) => setLocation({ status: 'failed', code: locationCode(error) }),
    )
  }

  return (
    <div className="page container">
      <h1>{t('businesses.title')}</h1>
      <p className="lead">{query.q ? t('search.resultsFor', { q: query.q }) : t('businesses.intro')}</p>
      <BusinessSearchForm
        query={query}
        categories={tree}
        options={options}
        location={location}
        onLocate={locate}
        isSheetOpen={search.filters === 'open'}
      />
      <p className="list-count" role="status">
        {t(list.isTotalCapped ? 'businesses.totalCapped' : 'businesses.total', { count: list.total })}
      </p>
      <SearchUnderstandingNote query={query} page={list} categories={tree} cities={options.cities} />
      {list.total > 0 && (
        <p>
          <Link to="/businesses/map" search={toBusinessSearch({ ...query, page: undefined })}>
            {t('map.link')}
          </Link>
        </p>
      )}
      {list.items.length === 0 ? (
        <EmptyResults query={query} />
      ) : (
        <BusinessGrid businesses={list.items} headingLevel={2} isFirstScreen />
      )}
      <Pagination
        page={page}
        pageCount={countPages(list.total, BUSINESS_PAGE_SIZE)}
        searchFor={(target) => toBusinessSearch({ ...query, page: target })}
      />
    </div>
  )
}

/** Says that nothing matched and offers to drop each filter that is set, one link each. */
function EmptyResults({ query }: { query: BusinessQuery }) {
  const t = useT()
  if (!hasFilters(query)) return <p>{t('businesses.empty')}</p>
  const without = (key: keyof BusinessFilters) =>
    toBusinessSearch({ ...query, page: undefined, [key]: undefined })
  const loosen: Array<{ key: keyof BusinessFilters; label: string }> = [
    ...(query.q ? [{ key: 'q' as const, label: t('search.loosen.q', { q: query.q }) }] : []),
    ...(query.minRating ? [{ key: 'minRating' as const, label: t('search.loosen.minRating') }] : []),
    ...(query.openNow ? [{ key: 'openNow' as const, label: t('search.loosen.openNow') }] : []),
    ...(query.priceRanges ? [{ key: 'priceRanges' as const, label: t('search.loosen.price') }] : []),
    ...(query.amenities ? [{ key: 'amenities' as const, label: t('search.loosen.amenities') }] : []),
    ...(query.city ? [{ key: 'city' as const, label: t('search.loosen.city') }] : []),
    ...(query.category ? [{ key: 'category' as const, label: t('search.loosen.category') }] : []),
  ]
  return (
    <div className="empty-results">
      <p>{t('search.empty')}</p>
      <p>{t('search.emptyHint')}</p>
      <ul>
        {loosen.map(({ key, label }) => (
          <li key={key}>
            <Link to="/businesses" search={without(key)}>
              {label}
            </Link>
          </li>
        ))}
        <li>
          <Link to="/businesses" search={{}}>
            {t('filters.clear')}
          </Link>
        </li>
      </ul>
    </div>
  )
}

function locationCode(error: unknown): LocationErrorCode {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'location.denied'
    ? 'location.denied'
    : 'location.unavailable'
}
