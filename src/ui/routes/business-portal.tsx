import { createFileRoute } from '@tanstack/react-router'
import { InfoPage } from '../components/info-page'
import { pageHead } from '../page-head'
import { RequireSession } from '../session/require-session'

export const Route = createFileRoute('/business-portal')({
  head: ({ match }) => pageHead(match, 'businessPortal.title'),
  component: BusinessPortalPage,
})

// Spec §6: the Business Portal is for business owners.
const ROLES = ['business_owner'] as const

function BusinessPortalPage() {
  return (
    <RequireSession roles={ROLES} refusalKey="guard.ownerOnly" titleKey="businessPortal.title">
      {() => <InfoPage titleKey="businessPortal.title" introKey="businessPortal.intro" />}
    </RequireSession>
  )
}
