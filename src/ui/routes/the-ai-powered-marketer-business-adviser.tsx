import { createFileRoute } from '@tanstack/react-router'
import { InfoPage } from '../components/info-page'
import { pageHead } from '../page-head'

export const Route = createFileRoute('/the-ai-powered-marketer-business-adviser')({
  head: ({ match }) => pageHead(match, 'course.title'),
  component: CoursePage,
})

function CoursePage() {
  return <InfoPage titleKey="course.title" introKey="course.intro" />
}
