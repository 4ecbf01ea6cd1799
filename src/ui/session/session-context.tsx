import { createContext, useContext } from 'react'
import type { SessionUser } from '@domain/session/session-user'

/**
 * What any component may know about the session. `restoring` lasts until the stored session has been read
 * (spec §4: 500 ms after start); server rendering and the first paint are always `restoring`, so nothing
 * that depends on the visitor is rendered into shared HTML.
 */
export type SessionView = {
  status: 'restoring' | 'signedOut' | 'signedIn'
  user: SessionUser | null
  /** The bearer token for calls that need a signed-in user (spec §6). */
  token: string | null
}

export const RESTORING: SessionView = { status: 'restoring', user: null, token: null }

export const SessionContext = createContext<SessionView>(RESTORING)

export function useSession(): SessionView {
  return useContext(SessionContext)
}
