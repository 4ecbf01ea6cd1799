import { desc } from 'drizzle-orm'
import type { Db } from '../db'
import { outbox } from '../schema'

export type OutboxMail = typeof outbox.$inferSelect

export async function queueMail(
  db: Db,
  mail: Pick<OutboxMail, 'recipient' | 'kind' | 'language' | 'subject' | 'body'>,
): Promise<number | undefined> {
  const [row] = await db.insert(outbox).values(mail).returning({ id: outbox.id })
  return row?.id
}

export async function listRecentMail(db: Db, limit: number): Promise<OutboxMail[]> {
  return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit)
}
