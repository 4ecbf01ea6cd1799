import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useEffect } from 'react'
import { ArticleScreen } from '../components/admin/articles/article-screen'
import { useT } from '../i18n/use-t'
import { adminKeys } from '../queries/admin'
import { pageHead } from '../page-head'
import { useAdminId } from '../components/admin/kit/use-admin-id'
import { NotFoundPage } from '../components/not-found-page'

// /admin/articles/new writes a new article; /admin/articles/12 edits article 12.
const NEW = 'new'

/** `saved`: the article was just created, and its new editor says so (once: the address drops it at once). */
export type ArticleEditorSearch = { saved?: true }

export const Route = createFileRoute('/admin/articles/$id')({
  validateSearch: (search: Record<string, unknown>): ArticleEditorSearch =>
    search.saved === true ? { saved: true } : {},
  head: ({ match }) => pageHead(match, 'adminContent.articles.editTitle'),
  component: ArticlePage,
})

function ArticlePage() {
  const t = useT()
  const { id } = Route.useParams()
  const { saved } = Route.useSearch()
  const navigate = Route.useNavigate()
  const { ports } = Route.useRouteContext()
  const adminId = useAdminId()
  const articleId = Number(id)
  const isNew = id === NEW
  const query = useQuery({
    queryKey: [...adminKeys.all, 'articles', adminId, 'one', articleId] as const,
    queryFn: () => ports.adminContent.article(articleId),
    enabled: !isNew && Number.isInteger(articleId) && articleId > 0,
    retry: false,
  })
  // The confirmation is handed over once: a reload or a link shared afterwards opens the editor without it.
  const isSavedShown = saved === true && query.data != null
  useEffect(() => {
    if (isSavedShown) void navigate({ search: {}, replace: true, state: { keepsFocus: true } })
  }, [isSavedShown, navigate])
  if (isNew) return <ArticleScreen article={null} />
  if (!Number.isInteger(articleId) || articleId <= 0 || query.data === null) return <NotFoundPage />
  if (query.isError) return <p role="alert">{t('adminContent.loadFailed')}</p>
  if (!query.data) return <p role="status">{t('adminContent.loading')}</p>
  return <ArticleScreen key={query.data.id} article={query.data} isJustCreated={saved === true} />
}
