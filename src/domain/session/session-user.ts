import type { Locale } from '../i18n/localized-text'

/** Spec §6: the three roles; the server decides, the page only reflects them. */
export type UserRole = 'user' | 'business_owner' | 'admin'

/** The signed-in user as the browser keeps it (the contract's `User`). */
export type SessionUser = {
  id: string
  name: string
  email: string
  avatar: string | null
  role: UserRole
  phone?: string | null
  countryCode?: string | null
  language?: Locale
  agreeMarketing?: boolean
  emailVerified?: boolean
}

/** What is kept between visits (spec §3: the user and the token, stored locally). */
export type StoredSession = { user: SessionUser | null; token: string | null }

/** Where the signed-in user and the bearer token are kept in this browser. */
export interface SessionStore {
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
