import { useQuery } from '@tanstack/react-query'
import { MAX_EMAIL, SUBSCRIBER_STATUSES, type SubscriberFilter } from '@domain/admin/business-directory'
import { useLocale } from '../../../i18n/use-locale'
import { useT } from '../../../i18n/use-t'
import { usePorts } from '../../../use-router-context'
import { useAdminId } from '../kit/use-admin-id'
import { AdminTable } from '../kit/table'
import { formatDateTime } from '../../../format/format'
import { AdminFilters, choiceField } from '../kit/list-filters'
import { ListPage } from '../kit/list-page'
import type { ListUrlProps } from '../kit/list-url'
import { subscribersQuery } from '../businesses/queries'
import { SubscribersExport } from './subscribers-export'

/** The newsletter's subscribers with consent and unsubscribe times, and the same list as a CSV file. */
export function NewsletterScreen({ filter, onFilter, searchFor }: ListUrlProps<SubscriberFilter>) {
  const t = useT()
  const locale = useLocale()
  const adminId = useAdminId()
  const { adminBusinesses } = usePorts()
  const query = useQuery(subscribersQuery(adminBusinesses, adminId, filter))
  const when = (iso: string | null) => (iso ? formatDateTime(iso, locale) : '—')

  return (
    <ListPage
      titleKey="adminNews.title"
      introKey="adminNews.intro"
      query={query}
      texts={{ loading: 'adminNews.loading', failed: 'adminNews.failed', count: 'adminNews.count' }}
      page={filter.page}
      searchFor={searchFor}
      filters={
        <AdminFilters
          label={t('adminNews.searchLabel')}
          submitLabel={t('adminNews.search')}
          fields={[
            { kind: 'search', name: 'q', label: t('adminNews.q'), value: filter.q, maxLength: MAX_EMAIL },
            choiceField({
              name: 'status',
              label: t('adminNews.status'),
              value: filter.status,
              anyLabel: t('adminNews.anyStatus'),
              values: SUBSCRIBER_STATUSES,
              labelOf: (s) => t(`adminNews.status.${s}`),
            }),
          ]}
          onFilter={(values) =>
            onFilter({ q: values.q, status: SUBSCRIBER_STATUSES.find((s) => s === values.status) })
          }
        />
      }
      // The export needs the admin's bearer token, so it is fetched and handed to the browser as a file.
      toolbar={<SubscribersExport filter={filter} />}
    >
      {(items) => (
        <AdminTable
          caption={t('adminNews.title')}
          columns={[
            t('adminNews.email'),
            t('adminNews.language'),
            t('adminNews.status'),
            t('adminNews.consentedAt'),
            t('adminNews.unsubscribedAt'),
          ]}
        >
          {items.map((s) => (
            <tr key={s.id}>
              <td>{s.email}</td>
              <td>{s.language}</td>
              <td>{t(`adminNews.status.${s.status}`)}</td>
              <td>
                <time dateTime={s.consentedAt}>{when(s.consentedAt)}</time>
              </td>
              <td>
                {s.unsubscribedAt ? <time dateTime={s.unsubscribedAt}>{when(s.unsubscribedAt)}</time> : '—'}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </ListPage>
  )
}
