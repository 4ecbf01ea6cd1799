import { and, count, desc, eq, isNull } from 'drizzle-orm'
import type { LocalizedText } from '@domain/i18n/localized-text'
import type { Db } from '../db'
import { businesses, businessMessages, users, type InboxKind } from '../schema'

export type BusinessMessageRecord = typeof businessMessages.$inferSelect
export type SentMessageRecord = BusinessMessageRecord & { businessName: LocalizedText }

export type NewBusinessMessage = {
  businessId: number
  kind: InboxKind
  senderId: number | null
  senderName: string
  contact: string
  body: string
  language: string
  createdAt: Date
}

export async function addBusinessMessage(
  db: Db,
  message: NewBusinessMessage,
): Promise<BusinessMessageRecord> {
  const [row] = await db.insert(businessMessages).values(message).returning()
  if (!row) throw new Error('the message was not stored')
  return row
}

/** A business's inbox, newest first, and how many items are unread. */
export async function businessInbox(
  db: Db,
  businessId: number,
): Promise<{ items: BusinessMessageRecord[]; unread: number }> {
  const [items, [unread]] = await Promise.all([
    db
      .select()
      .from(businessMessages)
      .where(eq(businessMessages.businessId, businessId))
      .orderBy(desc(businessMessages.createdAt), desc(businessMessages.id))
      .limit(500),
    db
      .select({ n: count() })
      .from(businessMessages)
      .where(and(eq(businessMessages.businessId, businessId), isNull(businessMessages.readAt))),
  ])
  return { items, unread: Number(unread?.n ?? 0) }
}

/** Updates one item of a business's inbox; null when the business has no such item. */
export async function updateBusinessMessage(
  db: Db,
  businessId: number,
  messageId: number,
  change: { readAt: Date } | { readAt: Date; answer: string; answeredAt: Date },
): Promise<BusinessMessageRecord | null> {
  const [row] = await db
    .update(businessMessages)
    .set(change)
    .where(and(eq(businessMessages.businessId, businessId), eq(businessMessages.id, messageId)))
    .returning()
  return row ?? null
}

/** The messages a user sent to businesses, newest first, with the business's name. */
export async function messagesSentBy(db: Db, userId: number): Promise<SentMessageRecord[]> {
  const rows = await db
    .select({ message: businessMessages, businessName: businesses.name })
    .from(businessMessages)
    .innerJoin(businesses, eq(businesses.id, businessMessages.businessId))
    .where(eq(businessMessages.senderId, userId))
    .orderBy(desc(businessMessages.createdAt), desc(businessMessages.id))
    .limit(500)
  return rows.map((r) => ({ ...r.message, businessName: r.businessName }))
}

/** Where a business's new leads and messages are mailed: its owner's account, else the listing's own address. */
export async function businessMailTarget(
  db: Db,
  businessId: number,
): Promise<{ name: LocalizedText; email: string | null; language: string; isPublic: boolean } | null> {
  const [row] = await db
    .select({
      name: businesses.name,
      status: businesses.status,
      listingEmail: businesses.email,
      ownerEmail: users.email,
      ownerLanguage: users.language,
    })
    .from(businesses)
    .leftJoin(users, eq(users.id, businesses.ownerId))
    .where(eq(businesses.id, businessId))
    .limit(1)
  if (!row) return null
  return {
    name: row.name,
    email: row.ownerEmail ?? row.listingEmail,
    language: row.ownerLanguage ?? 'en',
    isPublic: row.status === 'approved',
  }
}
