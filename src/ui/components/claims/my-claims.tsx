import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useId } from 'react'
import { isOpenClaim, needsCode, needsDocument, type Claim } from '@domain/claims/claim'
import { pickText } from '@domain/i18n/localized-text'
import { useLocale } from '../../i18n/use-locale'
import { useT, type TextKey } from '../../i18n/use-t'
import { myClaimsQuery } from '../../queries/claims'
import { useSession } from '../../session/session-context'
import { useSessionActions } from '../../session/session-actions'
import { usePorts } from '../../use-router-context'

/**
 * The signed-in user's claims with their status and any rejection reason. Shown on the profile page and the
 * Business Portal. A claim found approved while the session still says `user` asks for the profile at once, so
 * the "claim approved" alert (spec §4) need not wait for the periodic refresh.
 */
export function MyClaims({
  userId,
  isHiddenWhenEmpty = false,
}: {
  userId: string
  /** Where the page already offers "Claim your business" (the portal), no claims means nothing to show. */
  isHiddenWhenEmpty?: boolean
}) {
  const t = useT()
  const locale = useLocale()
  const headingId = useId()
  const { claims } = usePorts()
  const session = useSession()
  const { refresh } = useSessionActions()
  const query = useQuery(myClaimsQuery(claims, userId))
  const hasApproved = query.data?.some((c) => c.status === 'approved') ?? false
  useEffect(() => {
    if (hasApproved && session.user?.role === 'user') refresh()
  }, [hasApproved, session.user?.role, refresh])

  if (isHiddenWhenEmpty && query.data?.length === 0) return null
  return (
    <section className="account-section my-claims" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('myClaims.title')}</h2>
      {query.isPending ? <p role="status">{t('myClaims.loading')}</p> : null}
      {query.isError ? <p role="alert">{t('myClaims.failed')}</p> : null}
      {query.data?.length === 0 ? (
        <p>
          {t('myClaims.empty')} <Link to="/claim-business">{t('myClaims.claimLink')}</Link>
        </p>
      ) : null}
      {query.data && query.data.length > 0 ? (
        <ul className="my-claims__list">
          {query.data.map((claim) => {
            const name = pickText(claim.businessName, locale)
            return (
              <li key={claim.id}>
                <strong>{name}</strong> · {t(`myClaims.method.${claim.method}`)} ·{' '}
                <span className={`claim-status claim-status--${claim.status}`}>{t(statusKey(claim))}</span>
                {claim.status === 'rejected' && claim.rejectionReason ? (
                  <p>{t('myClaims.reason', { reason: claim.rejectionReason })}</p>
                ) : null}
                {isOpenClaim(claim.status) && (needsCode(claim) || needsDocument(claim)) ? (
                  <p>
                    <Link to="/claim-business" search={{ claim: claim.id }}>
                      {t('myClaims.continue', { name })}
                    </Link>
                  </p>
                ) : null}
              </li>
            )
          })}
        </ul>
      ) : null}
    </section>
  )
}

function statusKey(claim: Claim): TextKey {
  if (claim.status === 'pending' && claim.method === 'document' && claim.hasDocument)
    return 'myClaims.status.pendingDocument'
  return `myClaims.status.${claim.status}`
}
