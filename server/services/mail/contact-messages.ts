import { CONTACT_LIMIT_WINDOW_MS, CONTACT_MESSAGES_PER_EMAIL_PER_HOUR } from '@domain/contact/contact-rules'
import type { Db } from '../../db/db'
import { countContactMessagesSince, storeContactMessage } from '../../db/repositories/contact.repository'
import { contactConfirmationMail, contactNotificationMail, type ContactMail } from './contact-mail'
import type { MailPort } from './mail.port'

/** Whether this mailbox may send another message now (its share per hour, counted from the stored messages). */
export async function isWithinMailboxShare(db: Db, email: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - CONTACT_LIMIT_WINDOW_MS)
  return (await countContactMessagesSince(db, email, since)) < CONTACT_MESSAGES_PER_EMAIL_PER_HOUR
}

/**
 * Stores the message first, then mails the portal and a confirmation to the sender: a lost mail never loses the
 * message. A mail that fails is reported to `onMailError` and does not fail the message.
 */
export async function sendContactMessage(
  { db, mail }: { db: Db; mail: MailPort },
  fields: Omit<ContactMail, 'id'>,
  now: Date,
  onMailError: (error: unknown, kind: string) => void,
): Promise<void> {
  const id = await storeContactMessage(db, { ...fields, createdAt: now })
  const stored: ContactMail = { id, ...fields }
  for (const letter of [contactNotificationMail(stored), contactConfirmationMail(stored)]) {
    try {
      await mail.send(letter)
    } catch (error) {
      onMailError(error, letter.kind)
    }
  }
}
