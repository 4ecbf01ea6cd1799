import { createFileRoute } from '@tanstack/react-router'
import { loadErrorFor } from '../components/load-error'
import { articleHead, loadArticle } from './-article-loader'
import { ArticlePage } from './-article-page'

export const Route = createFileRoute('/blog/$categorySlug/$articleSlug')({
  loader: ({ context, params }) =>
    loadArticle(context, { by: 'slug', slug: params.articleSlug }, params.categorySlug),
  head: ({ match, loaderData }) => articleHead(match, loaderData),
  errorComponent: loadErrorFor('error.article'),
  component: ArticleBySlugPage,
})

function ArticleBySlugPage() {
  const { articleSlug } = Route.useParams()
  return <ArticlePage lookup={{ by: 'slug', slug: articleSlug }} />
}
