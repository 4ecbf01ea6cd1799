import { eq, lt, sql } from 'drizzle-orm'
import type { Db } from '../db'
import { rateLimitCounters } from '../schema'

export type Hit = { count: number; expiresAt: Date }

/**
 * Counts one hit on `key` in its current window (a new window starts when the last one has expired) and answers
 * the count including this hit. One INSERT … ON CONFLICT DO UPDATE: concurrent hits in any process each get their
 * own count, never the same one.
 */
export async function countHit(db: Db, key: string, windowMs: number, now: Date): Promise<Hit> {
  const expiresAt = new Date(now.getTime() + windowMs)
  const isExpired = sql`${rateLimitCounters.expiresAt} <= ${now.toISOString()}::timestamptz`
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, count: 1, windowStart: now, expiresAt })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${isExpired} then 1 else ${rateLimitCounters.count} + 1 end`,
        windowStart: sql`case when ${isExpired} then excluded.window_start else ${rateLimitCounters.windowStart} end`,
        expiresAt: sql`case when ${isExpired} then excluded.expires_at else ${rateLimitCounters.expiresAt} end`,
      },
    })
    .returning({ count: rateLimitCounters.count, expiresAt: rateLimitCounters.expiresAt })
  if (!row) throw new Error(`The counter ${key} was not written.`)
  return row
}

/** Takes back one hit (a sign-in that turned out right is not a failure). */
export async function undoHit(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
    .where(eq(rateLimitCounters.key, key))
}

export async function clearCounter(db: Db, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key))
}

/** Expired windows say nothing any more; dropping them keeps the table small. */
export async function pruneCounters(db: Db, now: Date): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.expiresAt, now))
}
