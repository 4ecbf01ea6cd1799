import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { BUSINESS_PAGE_SIZE } from '@/domain/directory/page-sizes'
import { BusinessGrid } from '../components/business/business-card'
import { CategoryFilter } from '../components/category/category-filter'
import { loadErrorFor } from '../components/load-error'
import { countPages, Pagination } from '../components/pagination'
import { useT } from '../i18n/use-t'
import { pageOffset, parseListSearch, type ListSearch } from '../navigation/list-search'
import { pageHead } from '../page-head'
import { businessListQuery } from '../queries/businesses'
import { categoryTreeQuery } from '../queries/categories'
import type { RouterContext } from '../router-context'

export const Route = createFileRoute('/businesses/')({
  validateSearch: parseListSearch,
  loaderDeps: ({ search }) => ({ page: search.page, category: search.category }),
  loader: ({ context, deps }) => loadListing(context, deps),
  head: ({ match }) => pageHead(match.context.i18n, 'businesses.title'),
  errorComponent: loadErrorFor('error.businesses'),
  component: BusinessListingPage,
})

function listQuery({ ports }: Pick<RouterContext, 'ports'>, { page, category }: ListSearch) {
  return businessListQuery(ports.businesses, {
    ...(category ? { category } : {}),
    limit: BUSINESS_PAGE_SIZE,
    offset: pageOffset(page, BUSINESS_PAGE_SIZE),
  })
}

async function loadListing(context: RouterContext, search: ListSearch): Promise<void> {
  await Promise.all([
    context.queryClient.ensureQueryData(listQuery(context, search)),
    context.queryClient.ensureQueryData(categoryTreeQuery(context.ports.categories)),
  ])
}

function BusinessListingPage() {
  const t = useT()
  const search = Route.useSearch()
  const context = Route.useRouteContext()
  const { data: list } = useSuspenseQuery(listQuery(context, search))
  const { data: tree } = useSuspenseQuery(categoryTreeQuery(context.ports.categories))
  const page = search.page ?? 1

  return (
    <div className="page container">
      <h1>{t('businesses.title')}</h1>
      <p className="lead">{t('businesses.intro')}</p>
      <CategoryFilter categories={tree} selected={search.category} />
      <p className="list-count">{t('businesses.total', { count: list.total })}</p>
      {list.items.length === 0 ? (
        <p>{t('businesses.empty')}</p>
      ) : (
        <BusinessGrid businesses={list.items} headingLevel={2} />
      )}
      <Pagination
        page={page}
        pageCount={countPages(list.total, BUSINESS_PAGE_SIZE)}
        searchFor={(target) => ({ ...search, page: target > 1 ? target : undefined })}
      />
    </div>
  )
}
