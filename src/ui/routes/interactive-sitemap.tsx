import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { SitemapBlogCategories, SitemapCategories } from '../components/info/sitemap-categories'
import { SitemapRoutes } from '../components/info/sitemap-routes'
import { usePageContent } from '../components/info/use-page-content'
import { InfoPage } from '../components/info-page'
import { loadErrorFor } from '../components/load-error'
import { pageHead } from '../page-head'
import { articleCategoriesQuery } from '../queries/articles'
import { categoryTreeQuery } from '../queries/categories'

export const Route = createFileRoute('/interactive-sitemap')({
  loader: ({ context: { queryClient, ports } }) =>
    Promise.all([
      queryClient.ensureQueryData(categoryTreeQuery(ports.categories)),
      queryClient.ensureQueryData(articleCategoriesQuery(ports.articles)),
    ]),
  head: ({ match }) => pageHead(match, 'sitemap.title'),
  errorComponent: loadErrorFor('error.categories'),
  component: SitemapPage,
})

/** Spec §2's route table grouped and translated, then the category tree and the blog categories. */
function SitemapPage() {
  const content = usePageContent('sitemap')
  const { ports } = Route.useRouteContext()
  const { data: tree } = useSuspenseQuery(categoryTreeQuery(ports.categories))
  const { data: blogCategories } = useSuspenseQuery(articleCategoriesQuery(ports.articles))
  return (
    <InfoPage titleKey="sitemap.title" introKey="sitemap.intro" isWide>
      <SitemapRoutes content={content} />
      <SitemapCategories heading={content.categoriesHeading} tree={tree} />
      <SitemapBlogCategories heading={content.blogCategoriesHeading} categories={blogCategories} />
    </InfoPage>
  )
}
