import { isLocale } from '../i18n/localized-text'
import type { SessionUser, UserRole } from './session-user'

const ROLES: readonly UserRole[] = ['user', 'business_owner', 'admin']

/**
 * Data from outside (localStorage, a server answer) as a `SessionUser`, or null when it is not one
 * (spec §4: invalid data ends the session; corrupted stored data is removed).
 */
export function parseSessionUser(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null) return null
  const v = value as Record<string, unknown> // narrowed field by field below
  const id = typeof v.id === 'number' && Number.isInteger(v.id) ? String(v.id) : v.id
  if (typeof id !== 'string' || !/^[1-9][0-9]*$/.test(id)) return null
  if (typeof v.name !== 'string' || typeof v.email !== 'string' || !v.email.includes('@')) return null
  if (!ROLES.includes(v.role as UserRole)) return null
  if (v.avatar !== null && v.avatar !== undefined && typeof v.avatar !== 'string') return null
  return {
    id,
    name: v.name,
    email: v.email,
    avatar: typeof v.avatar === 'string' ? v.avatar : null,
    role: v.role as UserRole, // checked against ROLES above
    ...(isNullableString(v.phone) ? { phone: v.phone } : {}),
    ...(isNullableString(v.countryCode) ? { countryCode: v.countryCode } : {}),
    ...(isLocale(v.language) ? { language: v.language } : {}),
    ...(typeof v.agreeMarketing === 'boolean' ? { agreeMarketing: v.agreeMarketing } : {}),
    ...(typeof v.emailVerified === 'boolean' ? { emailVerified: v.emailVerified } : {}),
  }
}

function isNullableString(value: unknown): value is string | null {
  return value === null || typeof value === 'string'
}
