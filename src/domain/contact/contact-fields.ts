// The contact fields every form and the server check alike: a name, an email address and an optional phone
// number with its country code. Spec §5 ("Support form") states the rules; the account forms and the contact
// page follow the same ones, and the server repeats them behind the contract's coarser patterns.

/** The contract's PersonName: the longest name an account, a live chat or a message may carry. */
export const MAX_NAME_LENGTH = 200
/** Spec §5, §9: a phone number has 7 to 15 characters once spaces are removed. */
export const PHONE_MIN_LENGTH = 7
export const PHONE_MAX_LENGTH = 15

/** Why a contact field is refused; the UI turns each into translated text. */
export type ContactFieldError = 'nameRequired' | 'invalidEmail' | 'invalidPhone'

/**
 * What the world's numbering plans say about a number (libphonenumber's metadata, see phone-numbering.ts).
 * The browser loads it only where a phone field is shown; until then the shape rule stands alone.
 */
export type PhoneNumbering = {
  /** Whether `number` (without its code) is a valid number behind the dialling code, e.g. '+357'. */
  isValid(number: string, countryCode: string): boolean
  /** The number in international format ('+357 99 123456'); null when it is not a number. */
  formatInternational(number: string, countryCode: string): string | null
  /**
   * A valid number in E.164 ('+35799123456'), read behind `countryCode`, or, when that is null, as an
   * international number that carries its own code ('+447911123456'); null when it is not a valid number.
   */
  toE164(number: string, countryCode: string | null): string | null
}

// Spec §5: text, at sign, text, dot, text.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const PHONE_CHARACTERS = /^[0-9()-]+$/

/** A name that is not blank once trimmed and fits the contract. */
export function isNameValid(name: string): boolean {
  const trimmed = name.trim()
  return trimmed.length > 0 && trimmed.length <= MAX_NAME_LENGTH
}

export function isEmailValid(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim())
}

/** The number without spaces, as it is submitted and stored; empty when none was given. */
export function compactPhone(phone: string): string {
  return phone.replace(/\s+/g, '')
}

/** Spec §5: 7 to 15 characters of digits, hyphens or parentheses once spaces are removed. */
export function hasPhoneShape(phone: string): boolean {
  const compact = compactPhone(phone)
  return (
    PHONE_CHARACTERS.test(compact) && compact.length >= PHONE_MIN_LENGTH && compact.length <= PHONE_MAX_LENGTH
  )
}

/**
 * The phone is optional; a given one must have the spec's shape first, and then, when the numbering plans are
 * at hand, be a valid number for its country code.
 */
export function isPhoneValid(phone: string, countryCode: string, numbering: PhoneNumbering | null): boolean {
  if (compactPhone(phone) === '') return true
  if (!hasPhoneShape(phone)) return false
  return numbering ? numbering.isValid(phone, countryCode) : true
}

export type ContactDetails = { name: string; email: string; phone: string; countryCode: string }

/** The first refused field of a name, email and phone, in form order; null when all three may be sent. */
export function contactFieldError(
  field: 'name' | 'email' | 'phone',
  details: ContactDetails,
  numbering: PhoneNumbering | null,
): ContactFieldError | null {
  if (field === 'name') return isNameValid(details.name) ? null : 'nameRequired'
  if (field === 'email') return isEmailValid(details.email) ? null : 'invalidEmail'
  return isPhoneValid(details.phone, details.countryCode, numbering) ? null : 'invalidPhone'
}
