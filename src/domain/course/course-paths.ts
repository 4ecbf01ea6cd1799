/** Spec §2 route table: the course's page; each lesson is its own page below it. */
export const COURSE_PATH = '/the-ai-powered-marketer-business-adviser'

export function lessonPath(lessonSlug: string): string {
  return `${COURSE_PATH}/${lessonSlug}`
}

/** What a lesson slug may look like (the contract's pattern for `lessonSlug`, the URL segment). */
export const LESSON_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const MAX_LESSON_SLUG_LENGTH = 80
