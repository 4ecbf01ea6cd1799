import { createContext, useContext } from 'react'
import type { SessionUser } from '@domain/session/session-user'

/** What components may ask of the session; each sends one event to the session actor. */
export type SessionActions = {
  /** After a successful login (spec §4: the user and the token are stored). */
  signIn(user: SessionUser, token: string): void
  /** Calls the server, then forgets the session whatever it answered. */
  signOut(): void
  /** The account no longer exists (deleted): forget the session without calling the server. */
  end(): void
  /** A profile edit returned a fresh copy of the user. */
  updateUser(user: SessionUser): void
  /** A password change gave this session a new token. */
  replaceToken(token: string): void
  /** Fetch the profile now. */
  refresh(): void
}

const NO_SESSION: SessionActions = {
  signIn: () => undefined,
  signOut: () => undefined,
  end: () => undefined,
  updateUser: () => undefined,
  replaceToken: () => undefined,
  refresh: () => undefined,
}

export const SessionActionsContext = createContext<SessionActions>(NO_SESSION)

export function useSessionActions(): SessionActions {
  return useContext(SessionActionsContext)
}
