import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/connect'
import { outbox } from '../../db/schema'
import type { MailPort } from './mail.port'

/**
 * The default mailer: messages go to the outbox table, where a developer can follow a link. The log says that a
 * message was queued and for whom, never its body (which may hold a reset link).
 */
export function createOutboxMail(db: Db, log?: Pick<FastifyBaseLogger, 'info'>): MailPort {
  return {
    async send(message) {
      const [row] = await db
        .insert(outbox)
        .values({
          recipient: message.to,
          kind: message.kind,
          language: message.language,
          subject: message.subject,
          body: message.body,
        })
        .returning({ id: outbox.id })
      log?.info({ outboxId: row?.id, kind: message.kind, to: message.to }, 'mail queued in the outbox')
    },
  }
}
