import { and, count, eq, gt } from 'drizzle-orm'
import type { Db } from '../db'
import { contactMessages } from '../schema'

export type NewContactMessage = Omit<typeof contactMessages.$inferInsert, 'id'>
export type ContactMessageRecord = typeof contactMessages.$inferSelect

/** Stores one message and resolves its id. */
export async function storeContactMessage(db: Db, message: NewContactMessage): Promise<number> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id })
  if (!row) throw new Error('contact message was not stored')
  return row.id
}

/** How many messages an address has sent after `since`. */
export async function countContactMessagesSince(db: Db, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contactMessages)
    .where(and(eq(contactMessages.email, email), gt(contactMessages.createdAt, since)))
  return row?.n ?? 0
}

/** The messages of one sender, oldest first (tests and support look-ups). */
export async function contactMessagesFrom(db: Db, email: string): Promise<ContactMessageRecord[]> {
  return db.select().from(contactMessages).where(eq(contactMessages.email, email)).orderBy(contactMessages.id)
}
