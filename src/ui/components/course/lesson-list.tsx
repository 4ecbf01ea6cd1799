import { Link } from '@tanstack/react-router'
import type { LessonHeading } from '@domain/course/course-outline'
import { useLocale } from '../../i18n/use-locale'
import { useT } from '../../i18n/use-t'

/** A module's lessons with their time and, once done, a completed mark. */
export function LessonList({
  lessons,
  completed,
}: {
  lessons: readonly LessonHeading[]
  completed: ReadonlySet<string>
}) {
  const t = useT()
  const locale = useLocale()
  return (
    <ol className="course-lessons">
      {lessons.map((lesson) => (
        <li key={lesson.slug} className="course-lessons__item">
          <Link
            to="/the-ai-powered-marketer-business-adviser/$lessonSlug"
            params={{ lessonSlug: lesson.slug }}
          >
            {lesson.title[locale]}
          </Link>
          <span className="course-lessons__minutes">{t('course.minutes', { minutes: lesson.minutes })}</span>
          {completed.has(lesson.slug) && (
            <span className="course-lessons__done">
              <span aria-hidden="true">✓ </span>
              {t('course.completed')}
            </span>
          )}
        </li>
      ))}
    </ol>
  )
}
