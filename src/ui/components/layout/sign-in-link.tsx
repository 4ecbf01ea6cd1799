import { Link, useLocation } from '@tanstack/react-router'
import { useT } from '../../i18n/use-t'

/** Spec §2: Sign In carries the current path as `?redirect=` so sign-in returns the visitor here. */
export function SignInLink({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const t = useT()
  const location = useLocation()
  const here = `${location.pathname}${location.searchStr}`
  // On the sign-in page itself, keep whatever redirect it already has.
  const search = location.pathname === '/login' ? true : { redirect: here }
  return (
    <Link to="/login" search={search} className={className} onClick={onNavigate}>
      {t('nav.signIn')}
    </Link>
  )
}
