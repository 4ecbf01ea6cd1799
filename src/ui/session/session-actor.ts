import { createActor, type SnapshotFrom } from 'xstate'
import {
  createSessionMachine,
  type SessionEvent,
  type SessionMachine,
  type SessionMachinePorts,
} from '@domain/session/session.machine'
import { RESTORING, type SessionView } from './session-context'

type SessionSnapshot = SnapshotFrom<SessionMachine>

/** The running session: events in, views out. */
export type SessionHandle = { send(event: SessionEvent): void; stop(): void }

/**
 * Starts the session actor of spec §4 and reports each change of what components may see. Loaded after the
 * page is interactive (session-provider.tsx), so the state machine library is not part of a first visit.
 * Components start at `restoring`, so the actor's first state, `restoring` too, is no change and is not reported:
 * a report re-renders every component that reads the session, just after hydration.
 */
export function startSessionActor(
  ports: SessionMachinePorts,
  onView: (view: SessionView) => void,
): SessionHandle {
  const actor = createActor(createSessionMachine(ports))
  let current: SessionView = RESTORING
  const subscription = actor.subscribe((snapshot) => {
    const view = toView(snapshot)
    if (isSameView(current, view)) return
    current = view
    onView(view)
  })
  actor.start()
  return {
    send: (event) => actor.send(event),
    stop: () => {
      subscription.unsubscribe()
      actor.stop()
    },
  }
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
