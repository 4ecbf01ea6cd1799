import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { ArticleCategoryTree } from '../components/article/article-category-tree'
import { loadErrorFor } from '../components/load-error'
import { useT } from '../i18n/use-t'
import { pageHead } from '../page-head'
import { articleCategoriesQuery } from '../queries/articles'

export const Route = createFileRoute('/blog-categories/')({
  loader: ({ context: { queryClient, ports } }) =>
    queryClient.ensureQueryData(articleCategoriesQuery(ports.articles)),
  head: ({ match }) => pageHead(match, 'blogCategories.title'),
  errorComponent: loadErrorFor('error.categories'),
  component: BlogCategoriesPage,
})

function BlogCategoriesPage() {
  const t = useT()
  const { ports } = Route.useRouteContext()
  const { data: categories } = useSuspenseQuery(articleCategoriesQuery(ports.articles))
  return (
    <div className="page container">
      <h1>{t('blogCategories.title')}</h1>
      <p className="lead">{t('blogCategories.intro')}</p>
      <ArticleCategoryTree categories={categories} />
    </div>
  )
}
