import type { ProgressSummary } from '@domain/course/course-progress'
import { useT } from '../../i18n/use-t'

/** How far through the course: a native progress bar with its numbers spelled out next to it. */
export function CourseProgressBar({ summary }: { summary: ProgressSummary }) {
  const t = useT()
  return (
    <div className="course-progress">
      <progress
        className="course-progress__bar"
        max={summary.total}
        value={summary.completed}
        aria-label={t('course.progress.label')}
      />
      <p className="course-progress__text">{t('course.progress.summary', { ...summary })}</p>
    </div>
  )
}
