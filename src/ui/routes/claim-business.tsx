import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { ClaimFlow } from '../components/claims/claim-flow'
import { MyClaims } from '../components/claims/my-claims'
import { useT } from '../i18n/use-t'
import { pageHead } from '../page-head'
import { RequireSession } from '../session/require-session'

type ClaimSearch = { claim?: number }

export const Route = createFileRoute('/claim-business')({
  // The URL is input: only a positive whole claim id is kept.
  validateSearch: (search: Record<string, unknown>): ClaimSearch => {
    const claim = Number(search.claim)
    return Number.isInteger(claim) && claim > 0 ? { claim } : {}
  },
  head: ({ match }) => pageHead(match, 'claimBusiness.title'),
  component: ClaimBusinessPage,
})

/** Spec §6 "Claim Your Business": signed-out visitors sign in first and come back here. */
function ClaimBusinessPage() {
  const t = useT()
  const { claim } = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  return (
    <RequireSession titleKey="claimBusiness.title">
      {({ user }) => (
        <article className="page page--narrow claim-page">
          <h1>{t('claimBusiness.title')}</h1>
          <p className="lead">{t('claimBusiness.intro')}</p>
          <ClaimFlow
            userId={user.id}
            claimId={claim}
            onClaimChosen={(id) => void navigate({ search: id === undefined ? {} : { claim: id } })}
          />
          <MyClaims userId={user.id} />
        </article>
      )}
    </RequireSession>
  )
}
