import { Link, useLocation, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, type ReactNode } from 'react'
import type { SessionUser, UserRole } from '@domain/session/session-user'
import { useT, type TextKey } from '../i18n/use-t'
import { useSession } from './session-context'

type RequireSessionProps = {
  /** The roles that may see the page; any signed-in user when left out. */
  roles?: readonly UserRole[]
  /** The refusal shown to a signed-in user without one of the roles. */
  refusalKey?: TextKey
  /** The page's heading, shown above the check and the refusal. */
  titleKey: TextKey
  children: (session: { user: SessionUser; token: string }) => ReactNode
}

/**
 * The page-side check of spec §6 (the server enforces the same roles on every call). The session is only known
 * in the browser, 500 ms after start (spec §4), so the check runs in the page rather than in `beforeLoad`: while
 * restoring it says so; signed out it goes to /login?redirect=<this page>; a wrong role sees a refusal.
 */
export function RequireSession({ roles, refusalKey, titleKey, children }: RequireSessionProps) {
  const t = useT()
  const session = useSession()
  const location = useLocation()
  const navigate = useNavigate()
  const here = `${location.pathname}${location.searchStr}`

  // Once: while the sign-in page loads, this page is still mounted and the location is already /login.
  const hasRedirected = useRef(false)

  useEffect(() => {
    if (session.status !== 'signedOut' || hasRedirected.current) return
    hasRedirected.current = true
    void navigate({ to: '/login', search: { redirect: here }, replace: true })
  }, [session.status, navigate, here])

  const frame = (content: ReactNode) => (
    <article className="page page--narrow">
      <h1>{t(titleKey)}</h1>
      {content}
    </article>
  )
  if (session.status === 'restoring') {
    return frame(
      <p role="status" className="session-check">
        {t('session.checking')}
      </p>,
    )
  }
  if (session.status === 'signedOut' || !session.user || !session.token) {
    return frame(
      <p role="status" className="session-check">
        <Link to="/login" search={{ redirect: here }}>
          {t('guard.redirecting')}
        </Link>
      </p>,
    )
  }
  const { user, token } = session
  if (roles && !roles.includes(user.role)) {
    const needed = roles[0] ?? 'user'
    return frame(
      <section className="access-refused" aria-labelledby="access-refused-title">
        <h2 id="access-refused-title">{t('guard.title')}</h2>
        <p role="alert">{t(refusalKey ?? 'guard.adminOnly', { role: t(`role.${needed}`) })}</p>
        <p>{t('guard.yourRole', { name: user.name, role: t(`role.${user.role}`) })}</p>
        <p>
          <Link to="/">{t('guard.home')}</Link>
        </p>
      </section>,
    )
  }
  return <>{children({ user, token })}</>
}
