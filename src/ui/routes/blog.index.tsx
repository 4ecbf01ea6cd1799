import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { ARTICLE_PAGE_SIZE } from '@domain/paging/page-sizes'
import { ArticleGrid } from '../components/article/article-card'
import { loadErrorFor } from '../components/load-error'
import { countPages, Pagination } from '../components/pagination'
import { useT } from '../i18n/use-t'
import { pageOffset, parsePageSearch } from '../navigation/list-search'
import { blogHead } from '../list-heads'
import { articleListQuery } from '../queries/articles'
import type { RouterContext } from '../router-context'

export const Route = createFileRoute('/blog/')({
  validateSearch: parsePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(listQuery(context, deps.page)),
  head: ({ match }) =>
    blogHead(
      match,
      match.context.queryClient.getQueryData(listQuery(match.context, match.search.page).queryKey),
    ),
  errorComponent: loadErrorFor('error.articles'),
  component: BlogPage,
})

function listQuery({ ports }: Pick<RouterContext, 'ports'>, page: number | undefined) {
  return articleListQuery(ports.articles, {
    limit: ARTICLE_PAGE_SIZE,
    offset: pageOffset(page, ARTICLE_PAGE_SIZE),
  })
}

function BlogPage() {
  const t = useT()
  const { page } = Route.useSearch()
  const { data: list } = useSuspenseQuery(listQuery(Route.useRouteContext(), page))
  return (
    <div className="page container">
      <h1>{t('blog.title')}</h1>
      <p className="lead">{t('blog.intro')}</p>
      <p>
        <Link to="/blog-categories">{t('blogCategories.title')}</Link>
      </p>
      {list.items.length === 0 ? (
        <p>{t('blog.empty')}</p>
      ) : (
        <ArticleGrid articles={list.items} headingLevel={2} />
      )}
      <Pagination
        page={page ?? 1}
        pageCount={countPages(list.total, ARTICLE_PAGE_SIZE)}
        searchFor={(target) => (target > 1 ? { page: target } : {})}
      />
    </div>
  )
}
