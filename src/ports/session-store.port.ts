import type { SessionStore } from '@domain/session/session-user'

/** Kept in this browser's storage by the adapter (see SessionStore for the contract). */
export type SessionStorePort = SessionStore
