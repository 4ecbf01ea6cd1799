import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { BUSINESS_PAGE_SIZE } from '@domain/paging/page-sizes'
import { pickText, type LocalizedText } from '@domain/i18n/localized-text'
import { Breadcrumbs } from '../components/breadcrumbs'
import { BusinessGrid } from '../components/business/business-card'
import { CategoryTiles } from '../components/category/category-tree'
import { loadErrorFor } from '../components/load-error'
import { countPages, Pagination } from '../components/pagination'
import { useLocale } from '../i18n/use-locale'
import { useT } from '../i18n/use-t'
import { pageOffset, parsePageSearch, splatSegments } from '../navigation/list-search'
import { categoryPageHead } from '../list-heads'
import { businessListQuery } from '../queries/businesses'
import { categoryTrailQuery } from '../queries/categories'
import type { CategoryTrail } from '@domain/category/category'
import type { RouterContext } from '../router-context'

export const Route = createFileRoute('/categories/$')({
  validateSearch: parsePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context, params, deps }) => loadCategory(context, splatSegments(params._splat), deps.page),
  head: ({ match, params }) => {
    const { queryClient, ports } = match.context
    const trail = queryClient.getQueryData(
      categoryTrailQuery(ports.categories, splatSegments(params._splat)).queryKey,
    )
    const list = trail
      ? queryClient.getQueryData(
          businessesQuery(match.context, trail.category.slug, match.search.page).queryKey,
        )
      : undefined
    return categoryPageHead(match, trail, list)
  },
  errorComponent: loadErrorFor('error.categories'),
  component: CategoryPage,
})

function businessesQuery({ ports }: Pick<RouterContext, 'ports'>, slug: string, page: number | undefined) {
  return businessListQuery(ports.businesses, {
    category: slug,
    limit: BUSINESS_PAGE_SIZE,
    offset: pageOffset(page, BUSINESS_PAGE_SIZE),
  })
}

async function loadCategory(
  context: RouterContext,
  segments: string[],
  page: number | undefined,
): Promise<{ name: LocalizedText }> {
  // Spec §5: resolution runs only with at least one segment.
  if (segments.length === 0) throw notFound()
  const trail = await context.queryClient.ensureQueryData(
    categoryTrailQuery(context.ports.categories, segments),
  )
  if (!trail) throw notFound()
  await context.queryClient.ensureQueryData(businessesQuery(context, trail.category.slug, page))
  return { name: trail.category.name }
}

function CategoryPage() {
  const { ports } = Route.useRouteContext()
  const { _splat } = Route.useParams()
  const { page } = Route.useSearch()
  const { data: trail } = useSuspenseQuery(categoryTrailQuery(ports.categories, splatSegments(_splat)))
  // The loader has answered 404 for an unknown path, so the trail is there.
  return trail ? <CategoryContent trail={trail} page={page} /> : null
}

function CategoryContent({ trail, page }: { trail: CategoryTrail; page: number | undefined }) {
  const t = useT()
  const locale = useLocale()
  const context = Route.useRouteContext()
  const { category, ancestors, children } = trail
  const { data: list } = useSuspenseQuery(businessesQuery(context, category.slug, page))
  const name = pickText(category.name, locale)
  return (
    <div className="page container">
      <Breadcrumbs current={name}>
        <li>
          <Link to="/categories">{t('categories.title')}</Link>
        </li>
        {ancestors.map((ancestor) => (
          <li key={ancestor.id}>
            <Link to="/categories/$" params={{ _splat: ancestor.path }}>
              {pickText(ancestor.name, locale)}
            </Link>
          </li>
        ))}
      </Breadcrumbs>
      <h1>{name}</h1>
      <p className="lead">{pickText(category.description, locale)}</p>

      {children.length > 0 && (
        <section className="section" aria-labelledby="subcategories-heading">
          <h2 id="subcategories-heading">{t('categories.subcategories')}</h2>
          <CategoryTiles categories={children} />
        </section>
      )}

      <section className="section" aria-labelledby="category-businesses-heading">
        <h2 id="category-businesses-heading">{t('categories.businesses')}</h2>
        <p className="list-count">
          {t(list.isTotalCapped ? 'businesses.totalCapped' : 'businesses.total', { count: list.total })}
        </p>
        {list.items.length === 0 ? (
          <p>{t('categories.empty')}</p>
        ) : (
          <BusinessGrid businesses={list.items} isFirstScreen />
        )}
        <Pagination
          page={page ?? 1}
          pageCount={countPages(list.total, BUSINESS_PAGE_SIZE)}
          searchFor={(target) => (target > 1 ? { page: target } : {})}
        />
      </section>
    </div>
  )
}
