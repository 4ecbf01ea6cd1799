import { useT } from '../../i18n/use-t'
import { BusinessCard } from '../business/business-card'
import { OpeningStatusBadge } from '../business/opening-status-badge'
import type { SharedListView } from './shared-list-query'

/** /lists/{shareId}: someone's list, read-only; the owner is not named. */
export function SharedListPage({ view }: { view: SharedListView }) {
  const t = useT()
  if (!view)
    return (
      <article className="page">
        <div className="container">
          <h1>{t('saved.sharedMissing')}</h1>
        </div>
      </article>
    )
  const name = view.list.name || t('saved.defaultName')
  const unavailable = view.list.businessIds.length - view.businesses.length
  return (
    <article className="page shared-list">
      <div className="container">
        <h1>{t('saved.sharedTitle', { name })}</h1>
        <p className="lead">{t('saved.sharedIntro')}</p>
        {unavailable > 0 && (
          <p className="saved-list__note">{t('saved.unavailable', { count: unavailable })}</p>
        )}
        {view.businesses.length === 0 ? (
          <p>{t('saved.emptyList')}</p>
        ) : (
          <ul className="card-grid">
            {view.businesses.map((business) => (
              <li key={business.id} className="saved-item">
                <BusinessCard business={business} headingLevel={2} />
                <div className="saved-item__facts">
                  <OpeningStatusBadge hours={business.openingHours} closedDates={business.closedDates} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  )
}
