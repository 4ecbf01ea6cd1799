import { DEFAULT_COUNTRY_CODE, splitPhoneNumber } from '../phone/split-phone'

// Spec §5 "Support form": the contact form's rules, as pure functions.

export type SupportContact = {
  readonly name: string
  readonly email: string
  /** The number without its country code, as typed. */
  readonly phone: string
  readonly countryCode: string
}

export type SupportField = 'name' | 'email' | 'phone'
export type SupportFieldError = 'nameRequired' | 'invalidEmail' | 'invalidPhone'

export const EMPTY_CONTACT: SupportContact = {
  name: '',
  email: '',
  phone: '',
  countryCode: DEFAULT_COUNTRY_CODE,
}

export const PHONE_MIN_LENGTH = 7
export const PHONE_MAX_LENGTH = 15

// Text, at sign, text, dot, text.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const PHONE_CHARACTERS = /^[0-9\s()-]+$/

export function isNameValid(name: string): boolean {
  return name.trim() !== ''
}

export function isEmailValid(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim())
}

/** Optional; if given, 7 to 15 characters of digits, hyphens or parentheses once spaces are removed. */
export function isPhoneValid(phone: string): boolean {
  const compact = phone.replace(/\s/g, '')
  if (compact === '') return true
  return (
    PHONE_CHARACTERS.test(compact) && compact.length >= PHONE_MIN_LENGTH && compact.length <= PHONE_MAX_LENGTH
  )
}

export function fieldError(field: SupportField, contact: SupportContact): SupportFieldError | null {
  if (field === 'name') return isNameValid(contact.name) ? null : 'nameRequired'
  if (field === 'email') return isEmailValid(contact.email) ? null : 'invalidEmail'
  return isPhoneValid(contact.phone) ? null : 'invalidPhone'
}

export function isContactValid(contact: SupportContact): boolean {
  return isNameValid(contact.name) && isEmailValid(contact.email) && isPhoneValid(contact.phone)
}

/** The phone as submitted: country code plus the number with spaces removed, or empty. */
export function submittedPhone(contact: SupportContact): string {
  const compact = contact.phone.replace(/\s/g, '')
  return compact === '' ? '' : `${contact.countryCode}${compact}`
}

/** A signed-in user's contact details, the stored phone split by the longest matching country code. */
export function contactFromUser(user: {
  name: string
  email: string
  phone?: string | null
  countryCode?: string | null
}): SupportContact {
  const phone = user.phone ?? ''
  const split =
    phone.trim().startsWith('+') || !user.countryCode
      ? splitPhoneNumber(phone)
      : { countryCode: user.countryCode, number: phone.replace(/[\s().-]/g, '') }
  return { name: user.name, email: user.email, phone: split.number, countryCode: split.countryCode }
}
