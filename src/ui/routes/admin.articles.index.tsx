import { createFileRoute } from '@tanstack/react-router'
import type { ArticleStatus } from '@domain/article/article-status'
import { isArticleStatus } from '@domain/article/article-status'
import { ArticlesScreen } from '../components/admin/articles/articles-screen'
import { parsePageSearch, parseSearchText } from '../navigation/list-search'
import { useListUrl } from '../components/admin/kit/list-url'
import { pageHead } from '../page-head'

export type ArticleSearch = { page?: number; q?: string; status?: ArticleStatus }

export const Route = createFileRoute('/admin/articles/')({
  // The filters are typed by a person: anything too long or of the wrong shape is dropped, not sent.
  validateSearch: (search: Record<string, unknown>): ArticleSearch => ({
    ...parsePageSearch(search),
    q: parseSearchText(search.q),
    status: isArticleStatus(search.status) ? search.status : undefined,
  }),
  head: ({ match }) => pageHead(match, 'adminContent.articles.title'),
  component: ArticlesPage,
})

function ArticlesPage() {
  return <ArticlesScreen {...useListUrl(Route.useSearch())} />
}
