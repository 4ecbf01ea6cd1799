import { WEEKDAYS } from '@domain/hours/opening-hours'
import type { Business } from '@domain/business/business'
import { useT } from '../../i18n/use-t'

/** Spec §2: Monday to Sunday, and 'Closed' for a day without hours. */
export function OpeningHours({ hours, captionId }: { hours: Business['hours']; captionId?: string }) {
  const t = useT()
  return (
    <table className="opening-hours" aria-labelledby={captionId}>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">{t('hours.day')}</th>
          <th scope="col">{t('hours.time')}</th>
        </tr>
      </thead>
      <tbody>
        {WEEKDAYS.map((day) => {
          const text = hours[day]
          return (
            <tr key={day} data-closed={!text || undefined}>
              <th scope="row">{t(`day.${day}`)}</th>
              <td>{text || t('hours.closed')}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
