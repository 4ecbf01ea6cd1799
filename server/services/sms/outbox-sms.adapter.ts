import type { Db } from '../../db/db'
import { queueMail } from '../../db/repositories/outbox.repository'
import type { MailLog } from '../mail/outbox-mail.adapter'
import type { SmsPort } from './sms.port'

/**
 * The default, offline SMS sender: the text goes to the same outbox as the mail (kind `sms:<kind>`, the number as
 * recipient), where a developer reads it on /dev/outbox. No SMS provider is needed to try the phone method.
 */
export function createOutboxSms(db: Db, log?: MailLog): SmsPort {
  return {
    async send(message) {
      const outboxId = await queueMail(db, {
        recipient: message.to,
        kind: `sms:${message.kind}`,
        language: message.language,
        subject: 'SMS',
        body: message.body,
      })
      log?.info({ outboxId, kind: message.kind }, 'text message queued in the outbox')
    },
  }
}
