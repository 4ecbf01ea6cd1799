import type { SessionUser } from '@/domain/session/session-user'

/** What is kept between visits (spec §3: the user and the token, stored locally). */
export type StoredSession = { user: SessionUser | null; token: string | null }

/** Where the signed-in user and the bearer token are kept in this browser. */
export interface SessionStorePort {
  /**
   * The stored user and token, each null when missing. Corrupted data is removed and read as missing.
   * Never throws (blocked storage reads as empty).
   */
  load(): StoredSession
  /** Keeps the user and the token. Never throws. */
  save(user: SessionUser, token: string): void
  /** Forgets both. Never throws. */
  clear(): void
}
