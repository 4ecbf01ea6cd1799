import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { DirectoryFilter } from '@domain/admin/business-directory'
import type { QueueListing } from '@domain/claims/claim'
import { MAX_DECISION_REASON } from '@domain/claims/claim'
import { LISTING_STATUSES } from '@domain/business/listing-status'
import { pickText } from '@domain/i18n/localized-text'
import { useLocale } from '../../../i18n/use-locale'
import { useT } from '../../../i18n/use-t'
import { usePorts } from '../../../use-router-context'
import { useAdminId } from '../kit/use-admin-id'
import type { AdminBusinessesPort } from '@/ports'
import { AdminTable, SelectCell } from '../kit/table'
import { BulkActionBar, type BulkAction } from '../kit/bulk-action-bar'
import { useRowSelection } from '../kit/use-row-selection'
import { AdminFilters, choiceField } from '../kit/list-filters'
import { ListPage } from '../kit/list-page'
import type { ListUrlProps } from '../kit/list-url'
import { directoryKeys, directoryQuery } from './queries'

/** Every business in any status: search by name or id, filter by status, paged on the server. */
export function BusinessesScreen({ filter, onFilter, searchFor }: ListUrlProps<DirectoryFilter>) {
  const t = useT()
  const locale = useLocale()
  const adminId = useAdminId()
  const { adminBusinesses } = usePorts()
  const query = useQuery(directoryQuery(adminBusinesses, adminId, filter))
  const queryClient = useQueryClient()
  const nameOf = ({ business }: QueueListing) => pickText(business.name, locale) || business.slug
  // Ticked rows belong to this page of this search; another page or filter starts with none.
  const selection = useRowSelection(
    query.data?.items ?? [],
    ({ business }) => business.id,
    nameOf,
    JSON.stringify(filter),
  )

  return (
    <ListPage
      titleKey="adminBiz.title"
      introKey="adminBiz.intro"
      query={query}
      texts={{ loading: 'adminBiz.loading', failed: 'adminBiz.failed', count: 'adminBiz.count' }}
      page={filter.page}
      searchFor={searchFor}
      header={
        <p>
          <Link to="/admin/businesses/new" className="button">
            {t('adminBiz.add')}
          </Link>
        </p>
      }
      filters={
        <AdminFilters
          label={t('adminBiz.searchLabel')}
          submitLabel={t('adminBiz.search')}
          fields={[
            { kind: 'search', name: 'q', label: t('adminBiz.q'), value: filter.q },
            choiceField({
              name: 'status',
              label: t('adminBiz.status'),
              value: filter.status,
              anyLabel: t('adminBiz.anyStatus'),
              values: LISTING_STATUSES,
              labelOf: (s) => t(`portal.status.${s}`),
            }),
          ]}
          onFilter={(values) =>
            onFilter({ q: values.q, status: LISTING_STATUSES.find((s) => s === values.status) })
          }
        />
      }
      bulkBar={
        <BulkActionBar
          selection={selection}
          actions={publicationActions(adminBusinesses)}
          onFinished={() => queryClient.invalidateQueries({ queryKey: directoryKeys.all })}
        />
      }
    >
      {(items) => (
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
          {items.map((item) => {
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
      )}
    </ListPage>
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
