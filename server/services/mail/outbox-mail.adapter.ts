import type { Db } from '../../db/db'
import { queueMail } from '../../db/repositories/outbox.repository'
import type { MailPort } from './mail.port'

/** Where a queued message is noted (the app's logger). */
export type MailLog = { info(details: object, message: string): void }

/**
 * The default mailer: messages go to the outbox table, where a developer can follow a link. The log says that a
 * message was queued and for whom, never its body (which may hold a reset link).
 */
export function createOutboxMail(db: Db, log?: MailLog): MailPort {
  return {
    async send(message) {
      const outboxId = await queueMail(db, {
        recipient: message.to,
        kind: message.kind,
        language: message.language,
        subject: message.subject,
        body: message.body,
      })
      log?.info({ outboxId, kind: message.kind, to: message.to }, 'mail queued in the outbox')
    },
  }
}
