import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId, type FormEvent } from 'react'
import type { DirectoryFilter } from '@domain/admin/business-directory'
import type { QueueListing } from '@domain/claims/claim'
import { MAX_DECISION_REASON } from '@domain/claims/claim'
import { LISTING_STATUSES, type ListingStatus } from '@domain/business/listing-status'
import { pickText } from '@domain/i18n/localized-text'
import { useLocale } from '../../i18n/use-locale'
import { useT } from '../../i18n/use-t'
import { usePorts } from '../../use-router-context'
import { useAdminId } from '../admin/kit/use-admin-id'
import { InfoPage } from '../info-page'
import { AdminPager } from './admin-pager'
import type { AdminBusinessesPort } from '@/ports'
import { AdminTable, SelectCell } from '../admin/kit/table'
import { BulkActionBar, type BulkAction } from '../admin/kit/bulk-action-bar'
import { useRowSelection } from '../admin/kit/use-row-selection'
import { directoryKeys, directoryQuery } from './queries'

type DirectoryProps = {
  filter: DirectoryFilter
  onFilter: (filter: { q?: string; status?: ListingStatus }) => void
  searchFor: (page: number) => Record<string, unknown>
}

/** Every business in any status: search by name or id, filter by status, paged on the server. */
export function BusinessDirectory({ filter, onFilter, searchFor }: DirectoryProps) {
  const t = useT()
  const locale = useLocale()
  const adminId = useAdminId()
  const { adminBusinesses } = usePorts()
  const query = useQuery(directoryQuery(adminBusinesses, adminId, filter))
  const qId = useId()
  const statusId = useId()
  const queryClient = useQueryClient()
  const nameOf = ({ business }: QueueListing) => pickText(business.name, locale) || business.slug
  // Ticked rows belong to this page of this search; another page or filter starts with none.
  const selection = useRowSelection(
    query.data?.items ?? [],
    ({ business }) => business.id,
    nameOf,
    JSON.stringify(filter),
  )

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const q = String(form.get('q') ?? '').trim() || undefined
    const status = LISTING_STATUSES.find((s) => s === form.get('status'))
    onFilter({ q, status })
  }
  const pageCount = query.data ? Math.ceil(query.data.total / query.data.pageSize) : 0

  return (
    <InfoPage titleKey="adminBiz.title" introKey="adminBiz.intro" isWide>
      <p>
        <Link to="/admin/businesses/new" className="button">
          {t('adminBiz.add')}
        </Link>
      </p>
      <form className="admin-filters" role="search" aria-label={t('adminBiz.searchLabel')} onSubmit={submit}>
        <label htmlFor={qId}>{t('adminBiz.q')}</label>
        <input id={qId} name="q" type="search" maxLength={200} defaultValue={filter.q ?? ''} />
        <label htmlFor={statusId}>{t('adminBiz.status')}</label>
        <select id={statusId} name="status" defaultValue={filter.status ?? ''}>
          <option value="">{t('adminBiz.anyStatus')}</option>
          {LISTING_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`portal.status.${s}`)}
            </option>
          ))}
        </select>
        <button type="submit">{t('adminBiz.search')}</button>
      </form>
      {query.isPending ? <p role="status">{t('adminBiz.loading')}</p> : null}
      {query.isError ? <p role="alert">{t('adminBiz.failed')}</p> : null}
      {query.data ? (
        <p role="status" className="admin-count">
          {t('adminBiz.count', { count: query.data.total })}
        </p>
      ) : null}
      <BulkActionBar
        selection={selection}
        actions={publicationActions(adminBusinesses)}
        onFinished={() => queryClient.invalidateQueries({ queryKey: directoryKeys.all })}
      />
      {query.data && query.data.items.length > 0 ? (
        <AdminTable
          selection={selection}
          caption={t('adminBiz.title')}
          columns={[
            t('adminBiz.id'),
            t('adminBiz.name'),
            t('adminBiz.city'),
            t('adminBiz.status'),
            t('adminBiz.owner'),
          ]}
        >
          {query.data.items.map((item) => {
            const { business } = item
            return (
              <tr key={business.id}>
                <SelectCell selection={selection} item={item} />
                <td>{business.id}</td>
                <td>
                  <Link to="/admin/businesses/$id" params={{ id: String(business.id) }}>
                    {nameOf(item)}
                  </Link>
                </td>
                <td>{pickText(business.city, locale)}</td>
                <td>{t(`portal.status.${business.status}`)}</td>
                <td>{business.owner ? business.owner.email : t('adminBiz.noOwner')}</td>
              </tr>
            )
          })}
        </AdminTable>
      ) : null}
      <AdminPager page={filter.page} pageCount={pageCount} searchFor={searchFor} />
    </InfoPage>
  )
}

/** Unpublish public businesses (one optional reason for all, for the audit log) or publish them again. */
function publicationActions(port: AdminBusinessesPort): BulkAction<QueueListing>[] {
  return [
    {
      kind: 'unpublish',
      reason: { isRequired: false, minLength: 0, maxLength: MAX_DECISION_REASON },
      isDanger: true,
      appliesTo: ({ business }) => business.status === 'approved',
      run: ({ business }, reason) => port.setStatus(business.id, 'unpublished', reason),
    },
    {
      kind: 'republish',
      appliesTo: ({ business }) => business.status === 'unpublished',
      run: ({ business }) => port.setStatus(business.id, 'approved'),
    },
  ]
}
