import { COURSE_MODULES } from '@content/course'
import { lessonSlugs } from '@domain/course/course-outline'

// The course's lessons live in the shared content module, so the API and the pages can never disagree on
// which lessons exist.
const KNOWN_SLUGS: ReadonlySet<string> = new Set(lessonSlugs(COURSE_MODULES))

export function isCourseLesson(slug: string): boolean {
  return KNOWN_SLUGS.has(slug)
}
