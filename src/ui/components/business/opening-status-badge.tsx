import { useSyncExternalStore } from 'react'
import type { WeeklyHours } from '@domain/hours/opening-hours'
import { openingStatus, type NextOpening } from '@domain/hours/opening-status'
import { isClosedOn } from '@domain/hours/closures'
import { useT, type Translate } from '../../i18n/use-t'

const MINUTE_MS = 60_000

/**
 * "Open now · closes at 21:00" / "Closed · opens today at 18:00" / "Closed · opens Monday at 09:00", in Cyprus
 * time. It depends on the visitor's clock, so the server renders nothing and the browser fills it in after
 * hydration (no mismatch), then every minute.
 */
export function OpeningStatusBadge({
  hours,
  closedDates = [],
  isPermanentlyClosed = false,
}: {
  hours: WeeklyHours
  /** Holiday closures: on such a day the business is closed whatever its hours say. */
  closedDates?: readonly string[]
  /** A business closed for good is never open: the page says so instead of its hours' status. */
  isPermanentlyClosed?: boolean
}) {
  const t = useT()
  const minute = useSyncExternalStore(subscribeToMinutes, currentMinute, () => null)
  if (isPermanentlyClosed) return <p className="opening-status">{t('business.permanentlyClosed')}</p>
  if (minute === null) return null
  const now = new Date(minute * MINUTE_MS)
  if (isClosedOn(closedDates, now)) return <p className="opening-status">{t('hours.closedToday')}</p>
  const status = openingStatus(hours, now)
  const text = status.isOpen
    ? t('hours.openNow', { time: status.closesAt })
    : status.opensAt
      ? nextOpeningText(t, status.opensAt)
      : t('hours.closedNow')
  return (
    <p className="opening-status" data-open={status.isOpen || undefined}>
      {text}
    </p>
  )
}

function nextOpeningText(t: Translate, { day, time, inDays }: NextOpening): string {
  if (inDays === 0) return t('hours.closedOpensToday', { time })
  if (inDays === 1) return t('hours.closedOpensTomorrow', { time })
  return t('hours.closedOpensAt', { day: t(`day.${day}`), time })
}

function currentMinute(): number {
  return Math.floor(Date.now() / MINUTE_MS)
}

function subscribeToMinutes(onChange: () => void): () => void {
  const timer = setInterval(onChange, MINUTE_MS / 4)
  return () => clearInterval(timer)
}
