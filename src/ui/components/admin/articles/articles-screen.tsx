import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { AdminArticleFilter } from '@domain/admin/content'
import { ARTICLE_STATUSES, isArticleStatus } from '@domain/article/article-status'
import { pickText } from '@domain/i18n/localized-text'
import { useLocale } from '../../../i18n/use-locale'
import { useT } from '../../../i18n/use-t'
import { adminKeys } from '../../../queries/admin'
import { usePorts } from '../../../use-router-context'
import { AdminFilters, choiceField } from '../kit/list-filters'
import { useAdminId } from '../kit/use-admin-id'
import { BlogCategoryEditor } from './blog-category-editor'
import { formatDate } from '../../../format/format'
import { ListPage } from '../kit/list-page'
import type { ListUrlProps } from '../kit/list-url'
import { AdminTable } from '../kit/table'

/** Every article, drafts included, searchable by title and status; then the blog's categories. */
export function ArticlesScreen({ filter, onFilter, searchFor }: ListUrlProps<AdminArticleFilter>) {
  const t = useT()
  const locale = useLocale()
  const adminId = useAdminId()
  const { adminContent } = usePorts()
  const query = useQuery({
    queryKey: [...adminKeys.all, 'articles', adminId, filter] as const,
    queryFn: () => adminContent.articles(filter),
    retry: false,
  })

  return (
    <ListPage
      titleKey="adminContent.articles.title"
      introKey="adminContent.articles.intro"
      query={query}
      texts={{
        loading: 'adminContent.loading',
        failed: 'adminContent.loadFailed',
        count: 'adminContent.articles.count',
      }}
      page={filter.page}
      searchFor={searchFor}
      header={
        <p>
          <Link to="/admin/articles/$id" params={{ id: 'new' }} className="button">
            {t('adminContent.articles.new')}
          </Link>
        </p>
      }
      filters={
        <AdminFilters
          label={t('adminContent.articles.search')}
          submitLabel={t('adminContent.articles.searchButton')}
          fields={[
            { kind: 'search', name: 'q', label: t('adminContent.articles.q'), value: filter.q },
            choiceField({
              name: 'status',
              label: t('adminContent.articles.status'),
              value: filter.status,
              anyLabel: t('adminContent.articles.anyStatus'),
              values: ARTICLE_STATUSES,
              labelOf: (status) => t(`adminContent.status.${status}`),
            }),
          ]}
          onFilter={(values) =>
            onFilter({ q: values.q, status: isArticleStatus(values.status) ? values.status : undefined })
          }
        />
      }
      footer={<BlogCategoryEditor />}
    >
      {(articles) => (
        <AdminTable
          caption={t('adminContent.articles.title')}
          columns={[
            t('adminContent.articles.titleColumn'),
            t('adminContent.articles.status'),
            t('adminContent.articles.date'),
          ]}
        >
          {articles.map((article) => (
            <tr key={article.id}>
              <td>
                <Link to="/admin/articles/$id" params={{ id: String(article.id) }}>
                  {pickText(article.title, locale)}
                </Link>
                <div className="field-hint">{article.slug}</div>
              </td>
              <td>{t(`adminContent.status.${article.status}`)}</td>
              <td>
                <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, locale)}</time>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </ListPage>
  )
}
