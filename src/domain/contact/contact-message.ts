import type { Locale } from '../i18n/localized-text'
import type { ContactTopic } from './contact-rules'

export type ContactMessageDraft = {
  name: string
  email: string
  topic: ContactTopic
  message: string
  /** With `phone` only; the dialling code such as '+357'. */
  countryCode?: string
  phone?: string
  /** The language the confirmation mail is written in. */
  language: Locale
}

/** What became of a message: every outcome is a value, so the form shows it without catching. */
export type ContactSendOutcome = 'sent' | 'invalid' | 'rate-limited' | 'failed' | 'network'
