import { createFileRoute } from '@tanstack/react-router'
import { CourseOverview } from '../components/course/course-overview'
import { loadErrorFor } from '../components/load-error'
import { courseHead, loadCourse } from './-course-loader'

export const Route = createFileRoute('/the-ai-powered-marketer-business-adviser/')({
  loader: () => loadCourse(),
  head: ({ match, loaderData }) => courseHead(match, loaderData),
  errorComponent: loadErrorFor('error.course'),
  component: CoursePage,
})

function CoursePage() {
  const { outline } = Route.useLoaderData()
  return <CourseOverview outline={outline} />
}
