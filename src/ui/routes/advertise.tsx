import { createFileRoute } from '@tanstack/react-router'
import { InfoPage } from '../components/info-page'
import { pageHead } from '../page-head'

export const Route = createFileRoute('/advertise')({
  head: ({ match }) => pageHead(match, 'advertise.title'),
  component: AdvertisePage,
})

function AdvertisePage() {
  return <InfoPage titleKey="advertise.title" introKey="advertise.intro" />
}
