import { Link, useLocation } from '@tanstack/react-router'
import { useT } from '../../i18n/use-t'
import type { CourseProgressView } from './use-course-progress'

/** Where the progress is kept; a visitor is invited to sign in so it is kept in their account. */
export function ProgressKeeperNote({ progress }: { progress: CourseProgressView }) {
  const t = useT()
  const location = useLocation()
  if (progress.hasLoadFailed) {
    return (
      <p role="alert" className="course-note course-note--error">
        {t('course.progress.unavailable')}
      </p>
    )
  }
  // Spec §4: the session is known 500 ms after start; say nothing about it until then.
  if (progress.keptIn === 'unknown') return null
  if (progress.keptIn === 'account') return <p className="course-note">{t('course.progress.account')}</p>
  return (
    <p className="course-note">
      {t('course.progress.local')}{' '}
      <Link to="/login" search={{ redirect: `${location.pathname}${location.searchStr}` }}>
        {t('course.progress.signIn')}
      </Link>
    </p>
  )
}
