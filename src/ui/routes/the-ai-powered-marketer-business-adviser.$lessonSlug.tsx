import { createFileRoute } from '@tanstack/react-router'
import { CourseLesson } from '../components/course/course-lesson'
import { loadErrorFor } from '../components/load-error'
import { lessonHead, loadLesson } from './-course-loader'

export const Route = createFileRoute('/the-ai-powered-marketer-business-adviser/$lessonSlug')({
  loader: ({ params }) => loadLesson(params.lessonSlug),
  head: ({ match, loaderData }) => lessonHead(match, loaderData),
  errorComponent: loadErrorFor('error.course'),
  component: LessonPage,
})

function LessonPage() {
  const { outline, entry } = Route.useLoaderData()
  // A new lesson is a new page: its completion state and focus start afresh.
  return <CourseLesson key={entry.lesson.slug} outline={outline} entry={entry} />
}
