import { createFileRoute } from '@tanstack/react-router'
import { InfoPage } from '../components/info-page'
import { pageHead } from '../page-head'

export const Route = createFileRoute('/faq-guides')({
  head: ({ match }) => pageHead(match, 'faq.title'),
  component: FaqGuidesPage,
})

function FaqGuidesPage() {
  return <InfoPage titleKey="faq.title" introKey="faq.intro" />
}
