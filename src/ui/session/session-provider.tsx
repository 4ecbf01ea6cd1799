import { useActorRef, useSelector } from '@xstate/react'
import { useMemo, useState, type ReactNode } from 'react'
import type { SnapshotFrom } from 'xstate'
import { createSessionMachine, type SessionMachine } from '@domain/session/session.machine'
import type { SessionUser } from '@domain/session/session-user'
import { useAppContext, usePorts } from '../use-router-context'
import { SessionActionsContext, type SessionActions } from './session-actions'
import { SessionContext, type SessionView } from './session-context'

type SessionSnapshot = SnapshotFrom<SessionMachine>

/**
 * Runs the one session actor of the app (spec §4) and shares it: `useSession()` for what it is,
 * `useSessionActions()` for signing in and out. The actor starts after mounting, so the server render and the
 * first paint in the browser are both `restoring` and hydrate without a mismatch.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { sessionStore, accounts, page } = usePorts()
  // The router's own i18next instance: the alert is in the language shown when it fires.
  const { i18n } = useAppContext()
  const [machine] = useState(() =>
    createSessionMachine({
      store: sessionStore,
      accounts,
      page: { alert: (key) => page.alert(i18n.t(key)), reload: () => page.reload() },
    }),
  )
  const actor = useActorRef(machine)
  const view = useSelector(actor, toView, isSameView)
  const actions = useMemo<SessionActions>(
    () => ({
      signIn: (user: SessionUser, token: string) => actor.send({ type: 'session.signIn', user, token }),
      signOut: () => actor.send({ type: 'session.signOut' }),
      end: () => actor.send({ type: 'session.end' }),
      updateUser: (user: SessionUser) => actor.send({ type: 'session.updateUser', user }),
      replaceToken: (token: string) => actor.send({ type: 'session.replaceToken', token }),
      refresh: () => actor.send({ type: 'session.refresh' }),
    }),
    [actor],
  )
  return (
    <SessionActionsContext.Provider value={actions}>
      <SessionContext.Provider value={view}>{children}</SessionContext.Provider>
    </SessionActionsContext.Provider>
  )
}

/** Signing out still shows the user until the session is cleared (spec §4: the server is called first). */
export function toView(snapshot: SessionSnapshot): SessionView {
  const { user, token } = snapshot.context
  if (snapshot.matches('signedIn') || snapshot.matches('signingOut')) {
    return user && token
      ? { status: 'signedIn', user, token }
      : { status: 'signedOut', user: null, token: null }
  }
  if (snapshot.matches('signedOut')) return { status: 'signedOut', user: null, token: null }
  return { status: 'restoring', user: null, token: null }
}

function isSameView(a: SessionView, b: SessionView): boolean {
  return a.status === b.status && a.user === b.user && a.token === b.token
}
