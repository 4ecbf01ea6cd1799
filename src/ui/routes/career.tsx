import { createFileRoute } from '@tanstack/react-router'
import { InfoPage } from '../components/info-page'
import { pageHead } from '../page-head'

export const Route = createFileRoute('/career')({
  head: ({ match }) => pageHead(match, 'career.title'),
  component: CareerPage,
})

function CareerPage() {
  return <InfoPage titleKey="career.title" introKey="career.intro" />
}
