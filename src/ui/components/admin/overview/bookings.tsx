import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { formatTimeSpan } from '../../../format/format'
import { useLocale } from '../../../i18n/use-locale'
import { useT } from '../../../i18n/use-t'
import { adminBookingsQuery } from '../../../queries/admin'
import { usePorts } from '../../../use-router-context'

/** The calls booked through the scheduling chat, upcoming first, in Cyprus time. */
export function Bookings({ adminId }: { adminId: string }) {
  const t = useT()
  const headingId = useId()
  const locale = useLocale()
  const { admin } = usePorts()
  const query = useQuery(adminBookingsQuery(admin, adminId))
  return (
    <section className="account-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('adminBookings.title')}</h2>
      {query.isPending ? <p role="status">{t('adminBookings.loading')}</p> : null}
      {query.isError ? <p role="alert">{t('adminBookings.failed')}</p> : null}
      {query.data?.items.length === 0 ? <p>{t('adminBookings.empty')}</p> : null}
      {query.data && query.data.items.length > 0 ? (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t('adminBookings.when')}</th>
              <th scope="col">{t('adminBookings.who')}</th>
              <th scope="col">{t('adminBookings.email')}</th>
            </tr>
          </thead>
          <tbody>
            {query.data.items.map((b) => (
              <tr key={b.id}>
                <td>{formatTimeSpan(b.startsAt, b.endsAt, locale)}</td>
                <td>{b.name}</td>
                <td>
                  <a href={`mailto:${b.email}`}>{b.email}</a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  )
}
