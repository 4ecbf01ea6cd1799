import { createFileRoute } from '@tanstack/react-router'
import { loadErrorFor } from '../components/load-error'
import { articleHead, articleLookupFromSegment, loadArticle } from './-article-loader'
import { ArticlePage } from './-article-page'

export const Route = createFileRoute('/blog/$id')({
  loader: ({ context, params }) => loadArticle(context, articleLookupFromSegment(params.id)),
  head: ({ match, loaderData }) => articleHead(match, loaderData),
  errorComponent: loadErrorFor('error.article'),
  component: ArticleByIdPage,
})

function ArticleByIdPage() {
  const { id } = Route.useParams()
  return <ArticlePage lookup={articleLookupFromSegment(id)} />
}
