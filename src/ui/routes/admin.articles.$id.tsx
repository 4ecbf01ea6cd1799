import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { ArticleEditor } from '../components/admin-content/article-editor'
import { useT } from '../i18n/use-t'
import { adminKeys } from '../queries/admin'
import { pageHead } from '../page-head'
import { useAdminId } from '../components/admin/use-admin-id'
import { NotFoundPage } from '../components/not-found-page'

// /admin/articles/new writes a new article; /admin/articles/12 edits article 12.
const NEW = 'new'

export const Route = createFileRoute('/admin/articles/$id')({
  head: ({ match }) => pageHead(match, 'adminContent.articles.editTitle'),
  component: ArticleEditorPage,
})

function ArticleEditorPage() {
  const t = useT()
  const { id } = Route.useParams()
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
  if (isNew) return <ArticleEditor article={null} />
  if (!Number.isInteger(articleId) || articleId <= 0 || query.data === null) return <NotFoundPage />
  if (query.isError) return <p role="alert">{t('adminContent.loadFailed')}</p>
  if (!query.data) return <p role="status">{t('adminContent.loading')}</p>
  return <ArticleEditor key={query.data.id} article={query.data} />
}
