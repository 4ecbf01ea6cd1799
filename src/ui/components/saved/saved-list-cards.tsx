import { useQuery } from '@tanstack/react-query'
import type { Business, GeoPoint } from '@domain/business/business'
import { distanceKm } from '@domain/business/distance'
import { pickText } from '@domain/i18n/localized-text'
import { useLocale } from '../../i18n/use-locale'
import { useT } from '../../i18n/use-t'
import { usePorts } from '../../use-router-context'
import { BusinessCard } from '../business/business-card'
import { OpeningStatusBadge } from '../business/opening-status-badge'
import { savedBusinessesQuery } from './saved-businesses-query'

/**
 * A list's businesses as cards, with open now and, when the visitor allowed their location, the distance. A
 * saved business that is no longer public is not a broken card: a note counts them (and can remove them).
 */
export function SavedListCards({
  businessIds,
  here,
  onRemove,
  onRemoveUnavailable,
}: {
  businessIds: readonly number[]
  here: GeoPoint | null
  onRemove?: (business: Business) => void
  onRemoveUnavailable?: (ids: number[]) => void
}) {
  const t = useT()
  const locale = useLocale()
  const { businesses } = usePorts()
  const { data, isError } = useQuery({
    ...savedBusinessesQuery(businesses, businessIds),
    enabled: businessIds.length > 0,
  })
  if (businessIds.length === 0) return <p>{t('saved.emptyList')}</p>
  if (isError) return <p role="alert">{t('saved.loadFailed')}</p>
  if (!data) return null
  const shown = new Set(data.map((b) => b.id))
  const unavailable = businessIds.filter((id) => !shown.has(id))
  return (
    <>
      {unavailable.length > 0 && (
        <p className="saved-list__note">
          {t('saved.unavailable', { count: unavailable.length })}{' '}
          {onRemoveUnavailable && (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => onRemoveUnavailable(unavailable)}
            >
              {t('saved.removeUnavailable')}
            </button>
          )}
        </p>
      )}
      <ul className="card-grid">
        {data.map((business) => {
          const name = pickText(business.name, locale)
          return (
            <li key={business.id} className="saved-item">
              <BusinessCard business={business} />
              <div className="saved-item__facts">
                <OpeningStatusBadge hours={business.openingHours} closedDates={business.closedDates} />
                {here && <p>{t('saved.distance', { km: distanceKm(here, business).toFixed(1) })}</p>}
                {onRemove && (
                  <button
                    type="button"
                    className="button button--ghost"
                    aria-label={t('saved.remove', { name })}
                    onClick={() => onRemove(business)}
                  >
                    <span aria-hidden="true">✕</span>
                  </button>
                )}
              </div>
            </li>
          )
        })}
      </ul>
    </>
  )
}
