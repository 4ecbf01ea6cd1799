import { createFileRoute } from '@tanstack/react-router'
import { InfoPage } from '../components/info-page'
import { pageHead } from '../page-head'

export const Route = createFileRoute('/unsubscribe')({
  head: ({ match }) => pageHead(match, 'unsubscribe.title'),
  component: UnsubscribePage,
})

function UnsubscribePage() {
  return <InfoPage titleKey="unsubscribe.title" introKey="unsubscribe.intro" />
}
