import {
  compactPhone,
  contactFieldError,
  type ContactFieldError,
  type PhoneNumbering,
} from '../contact/contact-fields'
import { DEFAULT_COUNTRY_CODE, splitStoredPhone } from '../phone/split-phone'

// Spec §5 "Support form": the Live Support contact details. The field rules are the shared contact fields.

export type SupportContact = {
  readonly name: string
  readonly email: string
  /** The number without its country code, as typed. */
  readonly phone: string
  readonly countryCode: string
}

export type SupportField = 'name' | 'email' | 'phone'
export type SupportFieldError = ContactFieldError

export const EMPTY_CONTACT: SupportContact = {
  name: '',
  email: '',
  phone: '',
  countryCode: DEFAULT_COUNTRY_CODE,
}

const FIELDS: readonly SupportField[] = ['name', 'email', 'phone']

/** Spec §5: errors show after a field loses focus; the phone is checked against its country code. */
export function fieldError(
  field: SupportField,
  contact: SupportContact,
  numbering: PhoneNumbering | null,
): SupportFieldError | null {
  return contactFieldError(field, contact, numbering)
}

/** Spec §5: Start Chat is enabled only while every field is valid. */
export function isContactValid(contact: SupportContact, numbering: PhoneNumbering | null): boolean {
  return FIELDS.every((field) => fieldError(field, contact, numbering) === null)
}

/** The phone as submitted: country code plus the number with spaces removed, or empty. */
export function submittedPhone(contact: SupportContact): string {
  const compact = compactPhone(contact.phone)
  return compact === '' ? '' : `${contact.countryCode}${compact}`
}

/** A signed-in user's contact details, the stored phone split by the longest matching country code. */
export function contactFromUser(user: {
  name: string
  email: string
  phone?: string | null
  countryCode?: string | null
}): SupportContact {
  const split = splitStoredPhone(user.phone, user.countryCode)
  return { name: user.name, email: user.email, phone: split.number, countryCode: split.countryCode }
}
