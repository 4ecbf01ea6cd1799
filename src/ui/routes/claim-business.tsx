import { createFileRoute } from '@tanstack/react-router'
import { InfoPage } from '../components/info-page'
import { pageHead } from '../page-head'

export const Route = createFileRoute('/claim-business')({
  head: ({ match }) => pageHead(match, 'claimBusiness.title'),
  component: ClaimBusinessPage,
})

function ClaimBusinessPage() {
  return <InfoPage titleKey="claimBusiness.title" introKey="claimBusiness.intro" />
}
