import type { components } from '../../openapi/schema.gen'
import { isLocale } from '@domain/i18n/localized-text'
import type { UserRecord } from '../db/repositories/users.repository'

/** An account as the contract shows it to its owner (or an admin): never its password hash or tokens. */
export function toUser(u: UserRecord): components['schemas']['User'] {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    avatar: u.avatar,
    role: u.role,
    phone: u.phone,
    countryCode: u.countryCode,
    language: isLocale(u.language) ? u.language : 'en',
    agreeMarketing: u.agreeMarketing,
    emailVerified: u.emailVerifiedAt !== null,
  }
}
