import { createFileRoute } from '@tanstack/react-router'
import { ProseSections } from '../components/info/prose-sections'
import { usePageContent } from '../components/info/use-page-content'
import { InfoPage } from '../components/info-page'
import { pageHead } from '../page-head'

export const Route = createFileRoute('/about')({
  head: ({ match }) => pageHead(match, 'about.title'),
  component: AboutPage,
})

function AboutPage() {
  const about = usePageContent('about')
  return (
    <InfoPage titleKey="about.title" introKey="about.intro">
      <ProseSections sections={about.sections} />
    </InfoPage>
  )
}
