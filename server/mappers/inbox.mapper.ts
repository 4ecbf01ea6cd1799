import type { components } from '../../openapi/schema.gen'
import type {
  BusinessMessageRecord,
  SentMessageRecord,
} from '../db/repositories/business-messages.repository'

type Schemas = components['schemas']

/** A lead or message in a business's inbox, as its owner reads it. */
export function toInboxItem(m: BusinessMessageRecord): Schemas['InboxItem'] {
  return {
    id: m.id,
    kind: m.kind,
    senderName: m.senderName,
    contact: m.contact,
    message: m.body,
    createdAt: m.createdAt.toISOString(),
    isRead: m.readAt !== null,
    answer: m.answer,
    answeredAt: m.answeredAt?.toISOString() ?? null,
  }
}

/** A message a user sent to a business, with the business's answer once there is one. */
export function toSentMessage(m: SentMessageRecord): Schemas['SentMessage'] {
  return {
    id: m.id,
    businessId: m.businessId,
    businessName: m.businessName,
    message: m.body,
    createdAt: m.createdAt.toISOString(),
    answer: m.answer,
    answeredAt: m.answeredAt?.toISOString() ?? null,
  }
}
