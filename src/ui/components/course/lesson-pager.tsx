import { Link } from '@tanstack/react-router'
import type { LessonHeading } from '@domain/course/course-outline'
import { useLocale } from '../../i18n/use-locale'
import { useT } from '../../i18n/use-t'

/** Links to the lessons before and after this one, in course order. */
export function LessonPager({
  previous,
  next,
}: {
  previous: LessonHeading | null
  next: LessonHeading | null
}) {
  const t = useT()
  const locale = useLocale()
  return (
    <nav className="course-pager" aria-label={t('course.lessonNav')}>
      {previous && (
        <Link
          className="course-pager__link course-pager__link--previous"
          rel="prev"
          to="/the-ai-powered-marketer-business-adviser/$lessonSlug"
          params={{ lessonSlug: previous.slug }}
        >
          <span className="course-pager__label">{t('course.previous')}</span>
          <span>{previous.title[locale]}</span>
        </Link>
      )}
      {next && (
        <Link
          className="course-pager__link course-pager__link--next"
          rel="next"
          to="/the-ai-powered-marketer-business-adviser/$lessonSlug"
          params={{ lessonSlug: next.slug }}
        >
          <span className="course-pager__label">{t('course.next')}</span>
          <span>{next.title[locale]}</span>
        </Link>
      )}
    </nav>
  )
}
