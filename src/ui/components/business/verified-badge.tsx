import { useT } from '../../i18n/use-t'
import { BadgeCheckIcon } from '../icons'

export function VerifiedBadge() {
  const t = useT()
  return (
    <span className="badge badge--verified">
      <BadgeCheckIcon />
      {t('business.verified')}
    </span>
  )
}
