import { createFileRoute } from '@tanstack/react-router'
import type { ArticleStatus } from '@domain/article/article-status'
import { isArticleStatus } from '@domain/article/article-status'
import { ArticleList } from '../components/admin-content/article-list'
import { parsePageSearch } from '../navigation/list-search'
import { pageHead } from '../page-head'

export type ArticleSearch = { page?: number; q?: string; status?: ArticleStatus }

export const Route = createFileRoute('/admin/articles/')({
  // The filters are typed by a person: anything too long or of the wrong shape is dropped, not sent.
  validateSearch: (search: Record<string, unknown>): ArticleSearch => ({
    ...parsePageSearch(search),
    q:
      typeof search.q === 'string' && search.q.trim() && search.q.length <= 200 ? search.q.trim() : undefined,
    status: isArticleStatus(search.status) ? search.status : undefined,
  }),
  head: ({ match }) => pageHead(match, 'adminContent.articles.title'),
  component: ArticlesPage,
})

function ArticlesPage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <ArticleList
      filter={{ page: search.page ?? 1, q: search.q, status: search.status }}
      onFilter={(filter) => void navigate({ search: { ...filter, page: undefined } })}
      searchFor={(page) => ({ ...search, page: page > 1 ? page : undefined })}
    />
  )
}
