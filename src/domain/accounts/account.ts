import type { Locale } from '../i18n/localized-text'
import type { SessionUser } from '../session/session-user'

export type SignedIn = { user: SessionUser; token: string }

export type Registration = {
  name: string
  email: string
  password: string
  language: Locale
  /** Digits, spaces, hyphens, parentheses; without the country code. */
  phone?: string
  countryCode?: string
  agreeMarketing: boolean
}

export type Registered = { email: string; requiresVerification: boolean; user: SessionUser }

export type ProfileChanges = Partial<{
  name: string
  phone: string | null
  countryCode: string
  avatar: string | null
  language: Locale
  agreeMarketing: boolean
}>
