import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { CategoryTree } from '../components/category/category-tree'
import { loadErrorFor } from '../components/load-error'
import { useT } from '../i18n/use-t'
import { pageHead } from '../page-head'
import { categoryTreeQuery } from '../queries/categories'

export const Route = createFileRoute('/categories/')({
  loader: ({ context: { queryClient, ports } }) =>
    queryClient.ensureQueryData(categoryTreeQuery(ports.categories)),
  head: ({ match }) => pageHead(match, 'categories.title'),
  errorComponent: loadErrorFor('error.categories'),
  component: CategoriesPage,
})

function CategoriesPage() {
  const t = useT()
  const { ports } = Route.useRouteContext()
  const { data: tree } = useSuspenseQuery(categoryTreeQuery(ports.categories))
  return (
    <div className="page container">
      <h1>{t('categories.title')}</h1>
      <p className="lead">{t('categories.intro')}</p>
      <CategoryTree categories={tree} />
    </div>
  )
}
