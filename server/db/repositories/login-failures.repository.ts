import { and, count, eq, gt, inArray, lt, min } from 'drizzle-orm'
import type { Db } from '../connect'
import { loginFailures } from '../schema'

export async function recordLoginFailure(db: Db, subjects: string[], at: Date): Promise<void> {
  await db.insert(loginFailures).values(subjects.map((subject) => ({ subject, at })))
}

/** Failures since `since` for the subject, and when the oldest of them happened. */
export async function recentFailures(
  db: Db,
  subject: string,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db
    .select({ n: count(), oldest: min(loginFailures.at) })
    .from(loginFailures)
    .where(and(eq(loginFailures.subject, subject), gt(loginFailures.at, since)))
  return { count: Number(row?.n ?? 0), oldest: row?.oldest ?? null }
}

export async function clearLoginFailures(db: Db, subjects: string[]): Promise<void> {
  await db.delete(loginFailures).where(inArray(loginFailures.subject, subjects))
}

/** Old rows say nothing about the current window; dropping them keeps the table small. */
export async function pruneLoginFailures(db: Db, before: Date): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.at, before))
}
