import type { Locale } from '@domain/i18n/localized-text'

export type SmsMessage = { to: string; kind: string; language: Locale; body: string }

/** Sends a short text message to one phone number. */
export type SmsPort = {
  /** Resolves once the message is handed over (stored in the outbox or accepted by a provider); rejects otherwise. */
  send(message: SmsMessage): Promise<void>
}
