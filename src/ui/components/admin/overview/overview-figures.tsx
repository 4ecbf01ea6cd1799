import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import type { AdminOverview as Figures } from '@domain/admin/admin'
import { useLocale } from '../../../i18n/use-locale'
import { useT, type TextKey } from '../../../i18n/use-t'
import { adminOverviewQuery } from '../../../queries/admin'
import { usePorts } from '../../../use-router-context'

const FIGURES: ReadonlyArray<{ field: keyof Figures; labelKey: TextKey }> = [
  { field: 'users', labelKey: 'adminOverview.users' },
  { field: 'admins', labelKey: 'adminOverview.admins' },
  { field: 'businessOwners', labelKey: 'adminOverview.businessOwners' },
  { field: 'unverifiedAccounts', labelKey: 'adminOverview.unverifiedAccounts' },
  { field: 'businesses', labelKey: 'adminOverview.businesses' },
]

/** The admin dashboard's counts, fetched with the admin's session (the server refuses anyone else). */
export function OverviewFigures({ adminId }: { adminId: string }) {
  const t = useT()
  const headingId = useId()
  const locale = useLocale()
  const { admin } = usePorts()
  const query = useQuery(adminOverviewQuery(admin, adminId))
  return (
    <section className="account-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('adminOverview.title')}</h2>
      {query.isPending ? <p role="status">{t('adminOverview.loading')}</p> : null}
      {query.isError ? (
        <div role="alert">
          <p>{t('adminOverview.failed')}</p>
          <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
            {t('adminOverview.retry')}
          </button>
        </div>
      ) : null}
      {query.data ? (
        <dl className="account-facts">
          {FIGURES.map(({ field, labelKey }) => (
            <div key={field} className="account-facts__row">
              <dt>{t(labelKey)}</dt>
              <dd>{query.data[field].toLocaleString(locale)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  )
}
