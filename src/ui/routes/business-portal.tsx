import { createFileRoute } from '@tanstack/react-router'
import { InfoPage } from '../components/info-page'
import { pageHead } from '../page-head'

export const Route = createFileRoute('/business-portal')({
  head: ({ match }) => pageHead(match, 'businessPortal.title'),
  component: BusinessPortalPage,
})

function BusinessPortalPage() {
  return <InfoPage titleKey="businessPortal.title" introKey="businessPortal.intro" />
}
