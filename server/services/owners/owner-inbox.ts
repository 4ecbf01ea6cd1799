import { canUse } from '@domain/plans/plan-features'
import { isEmailContact, isLeadContactValid } from '@domain/inbox/inbox-message'
import { isLocale, pickText, type Locale } from '@domain/i18n/localized-text'
import type { Db } from '../../db/db'
import {
  addBusinessMessage,
  businessInbox,
  businessMailTarget,
  messagesSentBy,
  updateBusinessMessage,
  type BusinessMessageRecord,
  type NewBusinessMessage,
  type SentMessageRecord,
} from '../../db/repositories/business-messages.repository'
import type { UserRecord } from '../../db/repositories/users.repository'
import { findUserById } from '../../db/repositories/users.repository'
import type { MailPort } from '../mail/mail.port'
import { inboxAnswerMail, newInboxItemMail } from '../mail/owner-mail'
import { businessPlan, planLimit } from '../plans/business-plan'
import { ServiceError } from '../service-error'
import { managedBusiness } from './business-access'

export type InboxTools = { db: Db; mail: MailPort; now: Date; publicUrl: string }

export type LeadInput = { name: string; contact: string; message: string; language: Locale }

/** A "Request a quote" from the public page; only when the business's plan has the lead form. */
export async function sendLead(tools: InboxTools, businessId: number, lead: LeadInput): Promise<number> {
  const { features } = await planOf(tools, businessId)
  if (!canUse(features, 'lead_generation_form'))
    throw planLimit('lead_generation_form', false, 'This business does not take quote requests here.')
  const contact = lead.contact.trim()
  if (!isLeadContactValid(contact))
    throw new ServiceError('VALIDATION_ERROR', 'Please give an email address or a phone number.')
  return deliver(tools, {
    businessId,
    kind: 'lead',
    senderId: null,
    senderName: lead.name.trim(),
    contact,
    body: lead.message.trim(),
    language: lead.language,
    createdAt: tools.now,
  })
}

/** A signed-in visitor's message; only when the business's plan has direct messages. */
export async function sendDirectMessage(
  tools: InboxTools,
  businessId: number,
  sender: UserRecord,
  message: string,
  language: Locale,
): Promise<number> {
  const { features } = await planOf(tools, businessId)
  if (!canUse(features, 'direct_messages'))
    throw planLimit('direct_messages', false, 'This business does not take messages here.')
  return deliver(tools, {
    businessId,
    kind: 'message',
    senderId: sender.id,
    senderName: sender.name,
    contact: sender.email,
    body: message.trim(),
    language,
    createdAt: tools.now,
  })
}

/** The inbox of a business the user manages: its latest items, newest first, and how many are unread. */
export async function ownerInbox(
  db: Db,
  user: UserRecord,
  businessId: number,
): Promise<{ items: BusinessMessageRecord[]; unread: number }> {
  await managedBusiness(db, user, businessId)
  return businessInbox(db, businessId)
}

/** The messages the user sent to businesses, newest first, with each business's name and answer. */
export function sentMessages(db: Db, userId: number): Promise<SentMessageRecord[]> {
  return messagesSentBy(db, userId)
}

/** The owner's answer: stored (the sender's profile shows it) and mailed when the sender gave an email address. */
export async function answerInboxItem(
  tools: InboxTools,
  businessId: number,
  messageId: number,
  answer: string,
): Promise<BusinessMessageRecord> {
  const text = answer.trim()
  if (!text) throw new ServiceError('VALIDATION_ERROR', 'Please write an answer.')
  const item = await updateBusinessMessage(tools.db, businessId, messageId, {
    readAt: tools.now,
    answer: text,
    answeredAt: tools.now,
  })
  if (!item) throw messageNotFound()
  const sender = item.senderId ? await findUserById(tools.db, item.senderId) : null
  const to = sender?.email ?? (isEmailContact(item.contact) ? item.contact : null)
  const target = await businessMailTarget(tools.db, businessId)
  if (to && target) {
    const language = isLocale(item.language) ? item.language : 'en'
    await tools.mail.send(
      inboxAnswerMail({
        to,
        language,
        businessName: pickText(target.name, language),
        senderName: item.senderName,
        message: item.body,
        answer: text,
      }),
    )
  }
  return item
}

export async function markInboxItemRead(
  tools: Pick<InboxTools, 'db' | 'now'>,
  businessId: number,
  messageId: number,
): Promise<BusinessMessageRecord> {
  const item = await updateBusinessMessage(tools.db, businessId, messageId, { readAt: tools.now })
  if (!item) throw messageNotFound()
  return item
}

async function planOf(tools: InboxTools, businessId: number) {
  const target = await businessMailTarget(tools.db, businessId)
  // Only a public listing takes leads and messages.
  if (!target?.isPublic) throw new ServiceError('BUSINESS_NOT_FOUND', 'This business does not exist.')
  return businessPlan(tools.db, businessId, tools.now)
}

async function deliver(tools: InboxTools, message: NewBusinessMessage): Promise<number> {
  const stored = await addBusinessMessage(tools.db, message)
  const target = await businessMailTarget(tools.db, message.businessId)
  if (target?.email) {
    const language = isLocale(target.language) ? target.language : 'en'
    await tools.mail.send(
      newInboxItemMail({
        to: target.email,
        language,
        businessName: pickText(target.name, language),
        kind: message.kind,
        senderName: message.senderName,
        contact: message.contact,
        message: message.body,
        portalUrl: `${tools.publicUrl}/business-portal`,
      }),
    )
  }
  return stored.id
}

function messageNotFound(): ServiceError {
  return new ServiceError('MESSAGE_NOT_FOUND', 'This inbox has no such message.')
}
