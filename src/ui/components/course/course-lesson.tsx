import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import { lessonSlugs, type CourseOutline, type LessonEntry } from '@domain/course/course-outline'
import { progressSummary } from '@domain/course/course-progress'
import { useLocale } from '../../i18n/use-locale'
import { useT } from '../../i18n/use-t'
import { CompleteLesson } from './complete-lesson'
import { CourseProgressBar } from './course-progress-bar'
import { LessonPager } from './lesson-pager'
import { ProgressKeeperNote } from './progress-keeper-note'
import { useCourseProgress } from './use-course-progress'

/** One lesson: its teaching text, steps, exercise and takeaways, then completion and the way on. */
export function CourseLesson({ outline, entry }: { outline: CourseOutline; entry: LessonEntry }) {
  const t = useT()
  const locale = useLocale()
  const slugs = useMemo(() => lessonSlugs(outline), [outline])
  const progress = useCourseProgress(slugs)
  const { lesson, module } = entry

  return (
    <article className="page page--narrow course-lesson">
      <p className="course-lesson__context">
        <Link to="/the-ai-powered-marketer-business-adviser">{t('course.overview')}</Link>
        {' · '}
        {t('course.module', { number: module.number })}: {module.title[locale]}
      </p>
      <h1>{lesson.title[locale]}</h1>
      <p className="course-lesson__meta">
        {t('course.lessonOf', { number: entry.number, total: slugs.length })} ·{' '}
        {t('course.minutes', { minutes: lesson.minutes })}
      </p>
      <p className="lead">{lesson.summary[locale]}</p>
      {lesson.body[locale].map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <h2>{t('course.steps')}</h2>
      <ol className="course-lesson__steps">
        {lesson.steps[locale].map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <section className="course-lesson__exercise" aria-labelledby="lesson-exercise">
        <h2 id="lesson-exercise">{t('course.exercise')}</h2>
        <p>{lesson.exercise[locale]}</p>
      </section>
      <h2>{t('course.takeaways')}</h2>
      <ul className="course-lesson__takeaways">
        {lesson.keyTakeaways[locale].map((takeaway) => (
          <li key={takeaway}>{takeaway}</li>
        ))}
      </ul>
      <CompleteLesson
        isCompleted={progress.completed.includes(lesson.slug)}
        isSaving={progress.isSaving}
        hasFailed={progress.hasSaveFailed}
        onComplete={() => progress.markComplete(lesson.slug)}
      />
      <CourseProgressBar summary={progressSummary(progress.completed, slugs)} />
      <ProgressKeeperNote progress={progress} />
      <LessonPager previous={entry.previous} next={entry.next} />
    </article>
  )
}
