import { createFileRoute } from '@tanstack/react-router'
import { InfoPage } from '../components/info-page'
import { pageHead } from '../page-head'

export const Route = createFileRoute('/about')({
  head: ({ match }) => pageHead(match, 'about.title'),
  component: AboutPage,
})

function AboutPage() {
  return <InfoPage titleKey="about.title" introKey="about.intro" />
}
