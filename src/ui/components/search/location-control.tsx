import type { GeoPoint } from '@domain/business/business'
import type { LocationErrorCode } from '@domain/errors'
import { useT } from '../../i18n/use-t'

export type LocationState =
  | { status: 'unknown' }
  | { status: 'locating' }
  | { status: 'located'; position: GeoPoint }
  | { status: 'failed'; code: LocationErrorCode }

type Props = { location: LocationState; onLocate: () => void; isDistanceAsked: boolean }

/** "Use my location": the position is asked for only on this click and is never put in the URL. */
export function LocationControl({ location, onLocate, isDistanceAsked }: Props) {
  const t = useT()
  return (
    <div className="search-form__location">
      <button
        type="button"
        className="button button--ghost"
        onClick={onLocate}
        disabled={location.status === 'locating'}
      >
        {t('location.use')}
      </button>
      <p role="status" className="search-form__hint">
        {location.status === 'locating' && t('location.locating')}
        {location.status === 'located' && t('location.ready')}
        {location.status === 'unknown' && isDistanceAsked && t('location.needed')}
      </p>
      {location.status === 'failed' && (
        <p role="alert" className="search-form__hint">
          {t(location.code)}
        </p>
      )}
    </div>
  )
}
