import { isEmailValid, isPhoneValid, type PhoneNumbering } from './contact-fields'
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  CONTACT_NAME_MIN,
  isContactTopic,
} from './contact-rules'

// The contact page's form: its own name and message sizes, and the shared email and phone rules.

export type ContactFormValues = {
  name: string
  email: string
  topic: string
  message: string
  phone: string
  /** The dialling code of `phone`, such as '+357'. */
  countryCode: string
}
export type ContactField = Exclude<keyof ContactFormValues, 'countryCode'>
/** Why a field is refused; the UI turns each into translated text. */
export type ContactFieldError = 'required' | 'tooShort' | 'tooLong' | 'invalid'
export type ContactFormErrors = Partial<Record<ContactField, ContactFieldError>>

/** The form's errors in field order; empty when the message may be sent. */
export function validateContactForm(
  values: ContactFormValues,
  numbering: PhoneNumbering | null,
): ContactFormErrors {
  const errors: ContactFormErrors = {}
  const name = values.name.trim()
  if (!name) errors.name = 'required'
  else if (name.length < CONTACT_NAME_MIN) errors.name = 'tooShort'
  else if (name.length > CONTACT_NAME_MAX) errors.name = 'tooLong'
  const email = values.email.trim()
  if (!email) errors.email = 'required'
  else if (!isEmailValid(email)) errors.email = 'invalid'
  if (!values.topic) errors.topic = 'required'
  else if (!isContactTopic(values.topic)) errors.topic = 'invalid'
  const message = values.message.trim()
  if (!message) errors.message = 'required'
  else if (message.length < CONTACT_MESSAGE_MIN) errors.message = 'tooShort'
  else if (message.length > CONTACT_MESSAGE_MAX) errors.message = 'tooLong'
  if (!isPhoneValid(values.phone, values.countryCode, numbering)) errors.phone = 'invalid'
  return errors
}
