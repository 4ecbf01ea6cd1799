import { useQuery } from '@tanstack/react-query'
import { useId, type FormEvent } from 'react'
import {
  SUBSCRIBER_STATUSES,
  type SubscriberFilter,
  type SubscriberStatus,
} from '@domain/admin/business-directory'
import { useLocale } from '../../i18n/use-locale'
import { useT } from '../../i18n/use-t'
import { usePorts } from '../../use-router-context'
import { useAdminId } from '../admin/kit/use-admin-id'
import { InfoPage } from '../info-page'
import { AdminPager } from './admin-pager'
import { AdminTable } from '../admin/kit/table'
import { subscribersQuery } from './queries'
import { SubscribersExport } from './subscribers-export'

type SubscribersProps = {
  filter: SubscriberFilter
  onFilter: (filter: { q?: string; status?: SubscriberStatus }) => void
  searchFor: (page: number) => Record<string, unknown>
}

/** The newsletter's subscribers with consent and unsubscribe times, and the same list as a CSV file. */
export function NewsletterSubscribers({ filter, onFilter, searchFor }: SubscribersProps) {
  const t = useT()
  const locale = useLocale()
  const adminId = useAdminId()
  const { adminBusinesses } = usePorts()
  const query = useQuery(subscribersQuery(adminBusinesses, adminId, filter))
  const qId = useId()
  const statusId = useId()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    onFilter({
      q: String(form.get('q') ?? '').trim() || undefined,
      status: SUBSCRIBER_STATUSES.find((s) => s === form.get('status')),
    })
  }
  const when = (iso: string | null) =>
    iso
      ? new Date(iso).toLocaleString(locale, {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: 'Europe/Nicosia',
        })
      : '—'
  const pageCount = query.data ? Math.ceil(query.data.total / query.data.pageSize) : 0

  return (
    <InfoPage titleKey="adminNews.title" introKey="adminNews.intro" isWide>
      <form className="admin-filters" role="search" aria-label={t('adminNews.searchLabel')} onSubmit={submit}>
        <label htmlFor={qId}>{t('adminNews.q')}</label>
        <input id={qId} name="q" type="search" maxLength={254} defaultValue={filter.q ?? ''} />
        <label htmlFor={statusId}>{t('adminNews.status')}</label>
        <select id={statusId} name="status" defaultValue={filter.status ?? ''}>
          <option value="">{t('adminNews.anyStatus')}</option>
          {SUBSCRIBER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`adminNews.status.${s}`)}
            </option>
          ))}
        </select>
        <button type="submit">{t('adminNews.search')}</button>
      </form>
      {/* The export needs the admin's bearer token, so it is fetched and handed to the browser as a file. */}
      <SubscribersExport filter={filter} />
      {query.isPending ? <p role="status">{t('adminNews.loading')}</p> : null}
      {query.isError ? <p role="alert">{t('adminNews.failed')}</p> : null}
      {query.data ? (
        <p role="status" className="admin-count">
          {t('adminNews.count', { count: query.data.total })}
        </p>
      ) : null}
      {query.data && query.data.items.length > 0 ? (
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
          {query.data.items.map((s) => (
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
      ) : null}
      <AdminPager page={filter.page} pageCount={pageCount} searchFor={searchFor} />
    </InfoPage>
  )
}
