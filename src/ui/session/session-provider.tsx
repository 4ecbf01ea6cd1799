import { startTransition, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import type { SessionEvent } from '@domain/session/session.machine'
import type { SessionUser } from '@domain/session/session-user'
import { useAppContext, usePorts } from '../use-router-context'
import { whenIdle } from '../when-idle'
import type { SessionHandle } from './session-actor'
import { SessionActionsContext, type SessionActions } from './session-actions'
import { RESTORING, SessionContext, type SessionView } from './session-context'
import { useSessionRejections } from './use-session-rejections'

/**
 * Runs the one session actor of the app (spec §4) and shares it: `useSession()` for what it is,
 * `useSessionActions()` for signing in and out. The actor and its library load after mounting: the server
 * render and the first paint in the browser are both `restoring` and hydrate without a mismatch, and the
 * stored session is read only after the restore delay anyway. Events sent before it runs wait for it.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { sessionStore, accounts, page } = usePorts()
  // The router's own i18next instance: the alert is in the language shown when it fires.
  const { i18n } = useAppContext()
  const [view, setView] = useState<SessionView>(RESTORING)
  const handle = useRef<SessionHandle | null>(null)
  const pending = useRef<SessionEvent[]>([])
  const isRestoring = useRef(true)

  useEffect(() => {
    let isCancelled = false
    // After the page's first tasks: the stored session is read only after the restore delay anyway.
    const cancelLoad = whenIdle(
      () =>
        void import('./session-actor').then(({ startSessionActor }) => {
          if (isCancelled) return
          const started = startSessionActor(
            {
              store: sessionStore,
              accounts,
              page: { alert: (key) => page.alert(i18n.t(key)), reload: () => page.reload() },
            },
            (next) => {
              // The restore is nothing the visitor did, and it comes while the page may still be hydrating: as a
              // transition its re-render yields to the browser, and it hydrates what is left of the page without
              // blocking it (an urgent update forces that in one go). Signing in or out shows at once.
              if (isRestoring.current) startTransition(() => setView(next))
              else setView(next)
              isRestoring.current = next.status === 'restoring'
            },
          )
          handle.current = started
          pending.current.splice(0).forEach((event) => started.send(event))
        }),
    )
    return () => {
      isCancelled = true
      cancelLoad()
      handle.current?.stop()
      handle.current = null
    }
  }, [sessionStore, accounts, page, i18n])

  const actions = useMemo<SessionActions>(() => {
    const send = (event: SessionEvent) =>
      handle.current ? handle.current.send(event) : pending.current.push(event)
    return {
      signIn: (user: SessionUser, token: string) => send({ type: 'session.signIn', user, token }),
      signOut: () => send({ type: 'session.signOut' }),
      end: () => send({ type: 'session.end' }),
      updateUser: (user: SessionUser) => send({ type: 'session.updateUser', user }),
      replaceToken: (token: string) => send({ type: 'session.replaceToken', token }),
      refresh: () => send({ type: 'session.refresh' }),
    }
  }, [])
  useSessionRejections(actions.refresh)
  return (
    <SessionActionsContext.Provider value={actions}>
      <SessionContext.Provider value={view}>{children}</SessionContext.Provider>
    </SessionActionsContext.Provider>
  )
}
