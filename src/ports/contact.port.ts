import type { ContactMessageDraft, ContactSendOutcome } from '@domain/contact/contact-message'

export interface ContactPort {
  /**
   * Sends a message to the portal team (stored and mailed). Resolves 'sent' (201), 'invalid' (400),
   * 'rate-limited' (429), 'failed' (any other answer) or 'network' (no answer). Never rejects.
   */
  send(draft: ContactMessageDraft): Promise<ContactSendOutcome>
}
