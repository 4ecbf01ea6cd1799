import type { CourseLesson, CourseModule, CourseText } from './course'

/** A lesson as the course overview lists it: no teaching text. */
export type LessonHeading = { slug: string; title: CourseText; minutes: number }
export type ModuleOutline = { slug: string; title: CourseText; summary: CourseText; lessons: LessonHeading[] }
export type CourseOutline = readonly ModuleOutline[]

/** A lesson with its place in the course: its module and the lessons before and after it. */
export type LessonEntry = {
  lesson: CourseLesson
  module: { slug: string; title: CourseText; number: number }
  /** 1-based position of the lesson in the whole course. */
  number: number
  previous: LessonHeading | null
  next: LessonHeading | null
}

/** The course without its teaching text: small enough for the overview page and the progress bar. */
export function courseOutline(modules: readonly CourseModule[]): CourseOutline {
  return modules.map(({ slug, title, summary, lessons }) => ({
    slug,
    title,
    summary,
    lessons: lessons.map(headingOf),
  }))
}

/** Every lesson slug, in reading order. */
export function lessonSlugs(modules: readonly CourseModule[] | CourseOutline): string[] {
  return modules.flatMap((module) => module.lessons.map((lesson) => lesson.slug))
}

/** The lesson with that slug and its neighbours, or null when the course has no such lesson. */
export function findLessonEntry(modules: readonly CourseModule[], slug: string): LessonEntry | null {
  const flat = modules.flatMap((module, moduleIndex) =>
    module.lessons.map((lesson) => ({ lesson, module, moduleIndex })),
  )
  const index = flat.findIndex((item) => item.lesson.slug === slug)
  const found = flat[index]
  if (!found) return null
  const before = flat[index - 1]
  const after = flat[index + 1]
  return {
    lesson: found.lesson,
    module: { slug: found.module.slug, title: found.module.title, number: found.moduleIndex + 1 },
    number: index + 1,
    previous: before ? headingOf(before.lesson) : null,
    next: after ? headingOf(after.lesson) : null,
  }
}

/** Estimated minutes of a set of lessons. */
export function totalMinutes(lessons: readonly { minutes: number }[]): number {
  return lessons.reduce((sum, lesson) => sum + lesson.minutes, 0)
}

function headingOf({ slug, title, minutes }: CourseLesson): LessonHeading {
  return { slug, title, minutes }
}
