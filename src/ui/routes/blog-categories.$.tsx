import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { ARTICLE_PAGE_SIZE } from '@domain/paging/page-sizes'
import { pickText, type LocalizedText } from '@domain/i18n/localized-text'
import { ArticleGrid } from '../components/article/article-card'
import { ArticleCategoryTree } from '../components/article/article-category-tree'
import { Breadcrumbs } from '../components/breadcrumbs'
import { loadErrorFor } from '../components/load-error'
import { countPages, Pagination } from '../components/pagination'
import { useLocale } from '../i18n/use-locale'
import { useT } from '../i18n/use-t'
import { pageOffset, parsePageSearch, splatSegments } from '../navigation/list-search'
import { blogCategoryHead } from '../list-heads'
import { articleCategoriesQuery, articleListQuery } from '../queries/articles'
import { findArticleCategory } from '../queries/find-article-category'
import type { RouterContext } from '../router-context'

function pathOf(splat: string | undefined): string {
  return splatSegments(splat).join('/')
}

export const Route = createFileRoute('/blog-categories/$')({
  validateSearch: parsePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context, params, deps }) => loadBlogCategory(context, pathOf(params._splat), deps.page),
  head: ({ match, params }) => {
    const { queryClient, ports } = match.context
    const tree = queryClient.getQueryData(articleCategoriesQuery(ports.articles).queryKey)
    const found = tree ? findArticleCategory(tree, pathOf(params._splat)) : null
    const list = found
      ? queryClient.getQueryData(
          articlesQuery(match.context, found.category.slug, match.search.page).queryKey,
        )
      : undefined
    return blogCategoryHead(match, found, list)
  },
  errorComponent: loadErrorFor('error.articles'),
  component: BlogCategoryPage,
})

function articlesQuery({ ports }: Pick<RouterContext, 'ports'>, slug: string, page: number | undefined) {
  return articleListQuery(ports.articles, {
    category: slug,
    limit: ARTICLE_PAGE_SIZE,
    offset: pageOffset(page, ARTICLE_PAGE_SIZE),
  })
}

async function loadBlogCategory(
  context: RouterContext,
  path: string,
  page: number | undefined,
): Promise<{ name: LocalizedText }> {
  const tree = await context.queryClient.ensureQueryData(articleCategoriesQuery(context.ports.articles))
  const found = findArticleCategory(tree, path)
  if (!found) throw notFound()
  await context.queryClient.ensureQueryData(articlesQuery(context, found.category.slug, page))
  return { name: found.category.name }
}

function BlogCategoryPage() {
  const t = useT()
  const locale = useLocale()
  const context = Route.useRouteContext()
  const { _splat } = Route.useParams()
  const { page } = Route.useSearch()
  const { data: tree } = useSuspenseQuery(articleCategoriesQuery(context.ports.articles))
  const found = findArticleCategory(tree, pathOf(_splat))
  const slug = found?.category.slug ?? ''
  const { data: list } = useSuspenseQuery(articlesQuery(context, slug, page))
  // The loader has answered 404 for an unknown path.
  if (!found) return null
  const { category, ancestors } = found
  const name = pickText(category.name, locale)
  return (
    <div className="page container">
      <Breadcrumbs current={name}>
        <li>
          <Link to="/blog-categories">{t('blogCategories.title')}</Link>
        </li>
        {ancestors.map((ancestor) => (
          <li key={ancestor.id}>
            <Link to="/blog-categories/$" params={{ _splat: ancestor.path }}>
              {pickText(ancestor.name, locale)}
            </Link>
          </li>
        ))}
      </Breadcrumbs>
      <h1>{name}</h1>
      <p className="lead">{pickText(category.description, locale)}</p>
      {category.children && category.children.length > 0 && (
        <ArticleCategoryTree categories={category.children} />
      )}
      <section className="section" aria-labelledby="category-articles-heading">
        <h2 id="category-articles-heading">{t('blog.categoryArticles')}</h2>
        {list.items.length === 0 ? <p>{t('blog.empty')}</p> : <ArticleGrid articles={list.items} />}
        <Pagination
          page={page ?? 1}
          pageCount={countPages(list.total, ARTICLE_PAGE_SIZE)}
          searchFor={(target) => (target > 1 ? { page: target } : {})}
        />
      </section>
    </div>
  )
}
