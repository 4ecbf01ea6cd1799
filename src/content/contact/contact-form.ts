import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  CONTACT_NAME_MIN,
  CONTACT_PHONE_PATTERN,
  isContactTopic,
} from '@domain/contact/contact-rules'

export type ContactFormValues = { name: string; email: string; topic: string; message: string; phone: string }
export type ContactField = keyof ContactFormValues
/** Why a field is refused; the UI turns each into translated text. */
export type ContactFieldError = 'required' | 'tooShort' | 'tooLong' | 'invalid'
export type ContactFormErrors = Partial<Record<ContactField, ContactFieldError>>

// The same rule the newsletter uses in spirit: something, an @, something with a dot after it.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The form's errors in field order; empty when the message may be sent. */
export function validateContactForm(values: ContactFormValues): ContactFormErrors {
  const errors: ContactFormErrors = {}
  const name = values.name.trim()
  if (!name) errors.name = 'required'
  else if (name.length < CONTACT_NAME_MIN) errors.name = 'tooShort'
  else if (name.length > CONTACT_NAME_MAX) errors.name = 'tooLong'
  const email = values.email.trim()
  if (!email) errors.email = 'required'
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'invalid'
  if (!values.topic) errors.topic = 'required'
  else if (!isContactTopic(values.topic)) errors.topic = 'invalid'
  const message = values.message.trim()
  if (!message) errors.message = 'required'
  else if (message.length < CONTACT_MESSAGE_MIN) errors.message = 'tooShort'
  else if (message.length > CONTACT_MESSAGE_MAX) errors.message = 'tooLong'
  const phone = values.phone.trim()
  if (phone && !CONTACT_PHONE_PATTERN.test(phone)) errors.phone = 'invalid'
  return errors
}
