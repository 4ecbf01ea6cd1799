import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import { lessonSlugs, totalMinutes, type CourseOutline } from '@domain/course/course-outline'
import { progressSummary } from '@domain/course/course-progress'
import { useLocale } from '../../i18n/use-locale'
import { useT } from '../../i18n/use-t'
import { CourseProgressBar } from './course-progress-bar'
import { LessonList } from './lesson-list'
import { ProgressKeeperNote } from './progress-keeper-note'
import { useCourseProgress } from './use-course-progress'

/** The course page: what it is, how far the reader is, and every module with its lessons. */
export function CourseOverview({ outline }: { outline: CourseOutline }) {
  const t = useT()
  const locale = useLocale()
  const slugs = useMemo(() => lessonSlugs(outline), [outline])
  const progress = useCourseProgress(slugs)
  const summary = progressSummary(progress.completed, slugs)
  const done = new Set(progress.completed)
  const nextSlug = slugs.find((slug) => !done.has(slug))
  const minutes = totalMinutes(outline.flatMap((module) => module.lessons))

  return (
    <article className="page course">
      <header className="course__header">
        <h1>{t('course.title')}</h1>
        <p className="lead">{t('course.intro')}</p>
        <p className="course__facts">
          {t('course.facts', { modules: outline.length, lessons: slugs.length, minutes })}
        </p>
        <CourseProgressBar summary={summary} />
        <ProgressKeeperNote progress={progress} />
        {nextSlug ? (
          <Link
            className="button course__next"
            to="/the-ai-powered-marketer-business-adviser/$lessonSlug"
            params={{ lessonSlug: nextSlug }}
          >
            {summary.completed === 0 ? t('course.start') : t('course.continue')}
          </Link>
        ) : (
          <p className="course__done">{t('course.allDone')}</p>
        )}
      </header>
      <section className="course__modules" aria-label={t('course.modules')}>
        {outline.map((module, index) => (
          <section key={module.slug} className="course-module" aria-labelledby={`module-${module.slug}`}>
            <h2 id={`module-${module.slug}`}>
              <span className="course-module__number">{t('course.module', { number: index + 1 })}</span>{' '}
              {module.title[locale]}
            </h2>
            <p>{module.summary[locale]}</p>
            <LessonList lessons={module.lessons} completed={done} />
          </section>
        ))}
      </section>
    </article>
  )
}
