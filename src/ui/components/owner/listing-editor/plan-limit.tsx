import { Link } from '@tanstack/react-router'
import { PlanLimitError } from '@domain/errors'
import { failureText } from '../../../forms/failure-text'
import { useT, type TextKey, type Translate } from '../../../i18n/use-t'

/** Spec §6: where the plan stops, the way up is a call booked through the scheduling chat. */
export function UpgradeLink() {
  const t = useT()
  return (
    <Link to="/contact" search={{ openChat: 'scheduling' }} className="upgrade-link">
      {t('plan.upgrade')}
    </Link>
  )
}

const LIMIT_KEYS: Record<string, TextKey> = {
  max_categories: 'listing.limit.max_categories',
  max_description_length: 'listing.limit.max_description_length',
  featured_badge: 'listing.limit.featured_badge',
}

// The refusals of a save the owner can act on; anything else is "could not be saved".
const LISTING_CODES: Partial<Record<string, TextKey>> = {
  VALIDATION_ERROR: 'listing.error.VALIDATION_ERROR',
  NOT_YOUR_BUSINESS: 'listing.error.NOT_YOUR_BUSINESS',
  TOO_MANY_PENDING_LISTINGS: 'listing.error.TOO_MANY_PENDING_LISTINGS',
}

/** A refused save as a sentence: the plan's limit when the plan refused, the server's reason otherwise. */
export function listingErrorText(t: Translate, error: unknown): string {
  if (error instanceof PlanLimitError)
    return t(LIMIT_KEYS[error.feature] ?? 'listing.limit.other', { limit: String(error.limit) })
  const text = failureText(error, 'listing.error.failed', LISTING_CODES, 'listing.error.failed')
  return t(text.key, text.values)
}

/** The server's refusal, with the upgrade path when it was the plan. */
export function ListingError({ error }: { error: unknown }) {
  const t = useT()
  return (
    <div role="alert" className="form-message form-message--error">
      <p>{listingErrorText(t, error)}</p>
      {error instanceof PlanLimitError ? <UpgradeLink /> : null}
    </div>
  )
}
