import { notFound } from '@tanstack/react-router'
import { courseJsonLd, lessonJsonLd } from '@domain/course/course-json-ld'
import {
  courseOutline,
  findLessonEntry,
  type CourseOutline,
  type LessonEntry,
} from '@domain/course/course-outline'
import { COURSE_PATH, lessonPath } from '@domain/course/course-paths'
import { canonicalUrl } from '@domain/seo/page-urls'
import { localeOf } from '../i18n/locale-of'
import { pageHead, titledHead, type HeadMatch } from '../page-head'

export type CourseData = { outline: CourseOutline }
export type LessonData = CourseData & { entry: LessonEntry }

// The course text is loaded on demand, so it is in the JavaScript of the course pages only.
const loadModules = async () => (await import('@content/course')).COURSE_MODULES

export async function loadCourse(): Promise<CourseData> {
  return { outline: courseOutline(await loadModules()) }
}

/** The lesson and the course outline; the not-found page for a lesson the course does not have. */
export async function loadLesson(lessonSlug: string): Promise<LessonData> {
  const modules = await loadModules()
  const entry = findLessonEntry(modules, lessonSlug)
  if (!entry) throw notFound()
  return { outline: courseOutline(modules), entry }
}

export function courseHead(match: HeadMatch, data: CourseData | undefined) {
  const { i18n, publicOrigin } = match.context
  const locale = localeOf(i18n)
  const lessons = (data?.outline ?? []).flatMap((module) => module.lessons)
  const jsonLd = courseJsonLd({
    name: i18n.t('course.title'),
    description: i18n.t('course.intro'),
    url: canonicalUrl(publicOrigin, COURSE_PATH),
    locale,
    provider: { name: i18n.t('app.name'), url: canonicalUrl(publicOrigin, '/') },
    lessons: lessons.map((lesson) => ({
      name: lesson.title[locale],
      url: canonicalUrl(publicOrigin, lessonPath(lesson.slug)),
    })),
  })
  return pageHead(match, 'course.title', { jsonLd: [jsonLd] })
}

export function lessonHead(match: HeadMatch, data: LessonData | undefined) {
  const { i18n, publicOrigin } = match.context
  if (!data) return pageHead(match, 'course.title')
  const locale = localeOf(i18n)
  const { lesson } = data.entry
  const course = { name: i18n.t('course.title'), url: canonicalUrl(publicOrigin, COURSE_PATH) }
  return titledHead(match, lesson.title[locale], {
    description: lesson.summary[locale],
    ogType: 'article',
    trail: [{ name: course.name, path: COURSE_PATH }],
    jsonLd: [
      lessonJsonLd({
        name: lesson.title[locale],
        description: lesson.summary[locale],
        url: canonicalUrl(publicOrigin, lessonPath(lesson.slug)),
        minutes: lesson.minutes,
        locale,
        course,
      }),
    ],
  })
}
