import { lazy, Suspense } from 'react'
import { useSession } from '../../session/session-context'
import { SignInLink } from './sign-in-link'

// The signed-in menus load once a session is known (after the page is interactive), not with the first download.
const UserMenu = lazy(() => import('./signed-in-menus').then((m) => ({ default: m.UserMenu })))
const DrawerAccountLinks = lazy(() =>
  import('./signed-in-menus').then((m) => ({ default: m.DrawerAccountLinks })),
)

/** The header's account control (spec §2): the user menu when signed in, otherwise Sign In. */
export function AccountControl({ className }: { className?: string }) {
  const { status, user } = useSession()
  if (status === 'signedIn' && user)
    return (
      // The name holds the menu's place while its code arrives, so nothing moves.
      <Suspense fallback={<span className="button button--ghost user-menu__button">{user.name}</span>}>
        <UserMenu user={user} />
      </Suspense>
    )
  return <SignInLink className={className} />
}

/** The same entries in the mobile drawer, as plain links (the drawer is already a dialog). */
export function DrawerAccount({ onNavigate }: { onNavigate: () => void }) {
  const { status, user } = useSession()
  if (status !== 'signedIn' || !user)
    return <SignInLink className="button button--ghost" onNavigate={onNavigate} />
  return (
    <Suspense fallback={null}>
      <DrawerAccountLinks user={user} onNavigate={onNavigate} />
    </Suspense>
  )
}
