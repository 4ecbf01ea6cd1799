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
