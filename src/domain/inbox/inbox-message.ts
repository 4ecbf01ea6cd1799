import { hasPhoneShape, isEmailValid } from '../contact/contact-fields'

/** The contract's limit for a lead, a message, an answer and a review reply. */
export const MAX_INBOX_TEXT = 2000

/** A lead's contact is an email address or a phone number (a leading + allowed), as the sender prefers. */
export function isLeadContactValid(contact: string): boolean {
  return isEmailValid(contact) || hasPhoneShape(contact.trim().replace(/^\+/, ''))
}

/** Whether the owner's answer can be mailed to this contact. */
export function isEmailContact(contact: string): boolean {
  return isEmailValid(contact)
}
