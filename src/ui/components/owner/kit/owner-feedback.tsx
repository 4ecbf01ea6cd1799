import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { failureText } from '../../../forms/failure-text'
import { useT } from '../../../i18n/use-t'

// The owner's tools explain these server codes in their own words; anything else is "could not be saved".
const OWNER_CODES = {
  PLAN_LIMIT: 'owner.error.planLimit',
  INVALID_IMAGE: 'owner.error.invalidImage',
} as const

/** A failed change, as an alert; a plan limit also offers the way to upgrade. */
export function OwnerFailure({ error }: { error: unknown }) {
  const t = useT()
  if (!error) return null
  const text = failureText(error, 'owner.error.failed', OWNER_CODES, 'error.network')
  return (
    <div role="alert" className="owner-tools__alert">
      <p>{t(text.key, text.values)}</p>
      {text.key === 'owner.error.planLimit' && <UpgradeLink />}
    </div>
  )
}

/** Where a locked feature leads: the plans page, whose "Book a call" chat arranges the upgrade. */
export function UpgradeLink() {
  const t = useT()
  return (
    <p>
      <Link to="/advertise">{t('owner.upgrade')}</Link>
    </p>
  )
}

/** A panel whose data could not be read. */
export function OwnerLoadError() {
  const t = useT()
  return <p role="alert">{t('owner.error.load')}</p>
}

/** What the owner's plan does not include here, and the way to a plan that does. */
export function PlanLocked({ children }: { children: ReactNode }) {
  return (
    <div className="plan-locked">
      <p>{children}</p>
      <UpgradeLink />
    </div>
  )
}
