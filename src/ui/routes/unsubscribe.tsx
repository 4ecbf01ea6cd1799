import { createFileRoute } from '@tanstack/react-router'
import { InfoPage } from '../components/info-page'
import { pageHead } from '../page-head'

export const Route = createFileRoute('/unsubscribe')({
  head: ({ match }) => pageHead(match.context.i18n, 'unsubscribe.title'),
  component: UnsubscribePage,
})

function UnsubscribePage() {
  return <InfoPage titleKey="unsubscribe.title" introKey="unsubscribe.intro" />
}
