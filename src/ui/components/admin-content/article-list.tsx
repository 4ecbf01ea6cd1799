import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { AdminArticleFilter } from '@domain/admin/content'
import { ARTICLE_STATUSES, isArticleStatus, type ArticleStatus } from '@domain/article/article-status'
import { pickText } from '@domain/i18n/localized-text'
import { useLocale } from '../../i18n/use-locale'
import { useT } from '../../i18n/use-t'
import { adminKeys } from '../../queries/admin'
import { usePorts } from '../../use-router-context'
import { AdminFilters } from '../admin/kit/list-filters'
import { useAdminId } from '../admin/kit/use-admin-id'
import { InfoPage } from '../info-page'
import { Pagination } from '../pagination'
import { BlogCategoryEditor } from './blog-category-editor'
import { AdminTable } from '../admin/kit/table'

type ArticleListProps = {
  filter: AdminArticleFilter
  onFilter: (filter: { q?: string; status?: ArticleStatus }) => void
  searchFor: (page: number) => Record<string, unknown>
}

/** Every article, drafts included, searchable by title and status; then the blog's categories. */
export function ArticleList({ filter, onFilter, searchFor }: ArticleListProps) {
  const t = useT()
  const locale = useLocale()
  const adminId = useAdminId()
  const { adminContent } = usePorts()
  const query = useQuery({
    queryKey: [...adminKeys.all, 'articles', adminId, filter] as const,
    queryFn: () => adminContent.articles(filter),
    retry: false,
  })
  const pageCount = query.data ? Math.ceil(query.data.total / query.data.pageSize) : 0

  return (
    <InfoPage titleKey="adminContent.articles.title" introKey="adminContent.articles.intro" isWide>
      <p>
        <Link to="/admin/articles/$id" params={{ id: 'new' }} className="button">
          {t('adminContent.articles.new')}
        </Link>
      </p>
      <AdminFilters
        label={t('adminContent.articles.search')}
        submitLabel={t('adminContent.articles.searchButton')}
        fields={[
          { kind: 'search', name: 'q', label: t('adminContent.articles.q'), value: filter.q },
          {
            kind: 'select',
            name: 'status',
            label: t('adminContent.articles.status'),
            value: filter.status,
            options: [
              { value: '', label: t('adminContent.articles.anyStatus') },
              ...ARTICLE_STATUSES.map((status) => ({
                value: status,
                label: t(`adminContent.status.${status}`),
              })),
            ],
          },
        ]}
        onFilter={(values) =>
          onFilter({ q: values.q, status: isArticleStatus(values.status) ? values.status : undefined })
        }
      />
      {query.isPending ? <p role="status">{t('adminContent.loading')}</p> : null}
      {query.isError ? <p role="alert">{t('adminContent.loadFailed')}</p> : null}
      {query.data ? (
        <p role="status" className="admin-count">
          {t('adminContent.articles.count', { count: query.data.total })}
        </p>
      ) : null}
      {query.data && query.data.items.length > 0 ? (
        <AdminTable
          caption={t('adminContent.articles.title')}
          columns={[
            t('adminContent.articles.titleColumn'),
            t('adminContent.articles.status'),
            t('adminContent.articles.date'),
          ]}
        >
          {query.data.items.map((article) => (
            <tr key={article.id}>
              <td>
                <Link to="/admin/articles/$id" params={{ id: String(article.id) }}>
                  {pickText(article.title, locale)}
                </Link>
                <div className="field-hint">{article.slug}</div>
              </td>
              <td>{t(`adminContent.status.${article.status}`)}</td>
              <td>
                <time dateTime={article.publishedAt}>
                  {new Date(article.publishedAt).toLocaleDateString(locale, { timeZone: 'Europe/Nicosia' })}
                </time>
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
      <Pagination page={filter.page} pageCount={pageCount} searchFor={searchFor} />
      <BlogCategoryEditor />
    </InfoPage>
  )
}
