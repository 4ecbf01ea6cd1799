import type { Locale } from '@domain/i18n/localized-text'

export type MailMessage = { to: string; kind: string; language: Locale; subject: string; body: string }

/** Sends a message to one person. */
export type MailPort = {
  /** Resolves once the message is handed over (stored in the outbox or accepted by SMTP); rejects otherwise. */
  send(message: MailMessage): Promise<void>
}
