import { and, asc, count, desc, eq, gt, max } from 'drizzle-orm'
import type { Db } from '../db'
import { liveChatMessages, liveChats } from '../schema'

export type LiveChatRecord = typeof liveChats.$inferSelect
export type LiveChatMessageRecord = typeof liveChatMessages.$inferSelect
export type LiveChatListItem = LiveChatRecord & { messageCount: number; lastMessageAt: Date | null }

export async function createLiveChat(db: Db, chat: LiveChatRecord): Promise<LiveChatRecord> {
  const [row] = await db.insert(liveChats).values(chat).returning()
  if (!row) throw new Error('the live chat was not stored')
  return row
}

/** The newest live chat of a signed-in user; null when they have none. */
export async function findUserLiveChat(db: Db, userId: number): Promise<LiveChatRecord | null> {
  const [row] = await db
    .select()
    .from(liveChats)
    .where(eq(liveChats.userId, userId))
    .orderBy(desc(liveChats.createdAt))
    .limit(1)
  return row ?? null
}

export async function findLiveChat(db: Db, id: string): Promise<LiveChatRecord | null> {
  const [row] = await db.select().from(liveChats).where(eq(liveChats.id, id)).limit(1)
  return row ?? null
}

/** Stores the visitor's message and the reply together, so a conversation never shows one without the other. */
export async function appendExchange(
  db: Db,
  liveChatId: string,
  exchange: { question: string; answer: string; at: Date },
): Promise<void> {
  await db.insert(liveChatMessages).values([
    { liveChatId, type: 'user', content: exchange.question, createdAt: exchange.at },
    { liveChatId, type: 'bot', content: exchange.answer, createdAt: exchange.at },
  ])
}

export async function listLiveChats(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ rows: LiveChatListItem[]; total: number }> {
  const rows = await db
    .select({
      chat: liveChats,
      messageCount: count(liveChatMessages.id),
      lastMessageAt: max(liveChatMessages.createdAt),
    })
    .from(liveChats)
    .leftJoin(liveChatMessages, eq(liveChatMessages.liveChatId, liveChats.id))
    .groupBy(liveChats.id)
    .orderBy(desc(liveChats.createdAt), asc(liveChats.id))
    .limit(page.limit)
    .offset(page.offset)
  const [total] = await db.select({ n: count() }).from(liveChats)
  return {
    rows: rows.map((r) => ({
      ...r.chat,
      messageCount: Number(r.messageCount),
      lastMessageAt: r.lastMessageAt ? new Date(r.lastMessageAt) : null,
    })),
    total: Number(total?.n ?? 0),
  }
}

export async function listLiveChatMessages(db: Db, liveChatId: string): Promise<LiveChatMessageRecord[]> {
  return db
    .select()
    .from(liveChatMessages)
    .where(and(eq(liveChatMessages.liveChatId, liveChatId)))
    .orderBy(asc(liveChatMessages.id))
}

/** A person's reply in a live chat (type `agent`), stored as written. */
export async function appendAgentReply(
  db: Db,
  liveChatId: string,
  reply: { content: string; at: Date },
): Promise<LiveChatMessageRecord> {
  const [row] = await db
    .insert(liveChatMessages)
    .values({ liveChatId, type: 'agent', content: reply.content, createdAt: reply.at })
    .returning()
  if (!row) throw new Error('the reply was not stored')
  return row
}

/** The people's replies in a live chat after the one with id `afterId`, oldest first, at most `limit`. */
export async function listAgentRepliesAfter(
  db: Db,
  liveChatId: string,
  page: { afterId: number; limit: number },
): Promise<LiveChatMessageRecord[]> {
  return db
    .select()
    .from(liveChatMessages)
    .where(
      and(
        eq(liveChatMessages.liveChatId, liveChatId),
        eq(liveChatMessages.type, 'agent'),
        gt(liveChatMessages.id, page.afterId),
      ),
    )
    .orderBy(asc(liveChatMessages.id))
    .limit(page.limit)
}
