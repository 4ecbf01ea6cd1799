import type { ContactTopic } from '@/domain/content/contact/contact-rules'
import type { Locale } from '@/domain/i18n/localized-text'

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

export interface ContactPort {
  /**
   * Sends a message to the portal team (stored and mailed). Resolves 'sent' (201), 'invalid' (400),
   * 'rate-limited' (429), 'failed' (any other answer) or 'network' (no answer). Never rejects.
   */
  send(draft: ContactMessageDraft): Promise<ContactSendOutcome>
}
