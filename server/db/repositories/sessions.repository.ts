import { and, desc, eq, gt, inArray, isNull, lt } from 'drizzle-orm'
import type { Db } from '../db'
import { accountTokens, sessions, users } from '../schema'
import type { UserRecord } from './users.repository'

/** When a session ends on its own: 30 days after sign-in, or after this long unused, whichever comes first. */
export type SessionLimits = { now: Date; idleMs: number }

export type SessionRow = { id: number; createdAt: Date; lastUsedAt: Date; device: string }

export async function createSession(
  db: Db,
  session: { userId: number; tokenHash: string; expiresAt: Date; lastUsedAt: Date; device: string },
): Promise<void> {
  await db.insert(sessions).values({ ...session, createdAt: session.lastUsedAt })
}

/**
 * The user behind a token, if the session is neither revoked, expired, nor idle for too long, and the account is
 * not suspended (suspending revokes the sessions too; this also shuts out one started in the same instant).
 */
export async function findLiveSession(
  db: Db,
  tokenHash: string,
  limits: SessionLimits,
): Promise<{ sessionId: number; lastUsedAt: Date; user: UserRecord } | null> {
  const [row] = await db
    .select({ sessionId: sessions.id, lastUsedAt: sessions.lastUsedAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(users.suspendedAt), ...isLive(limits)))
    .limit(1)
  return row ?? null
}

/** Moves "last used" to now, unless another request did so less than `intervalMs` ago (one write per interval). */
export async function touchSession(db: Db, sessionId: number, now: Date, intervalMs: number): Promise<void> {
  await db
    .update(sessions)
    .set({ lastUsedAt: now })
    .where(and(eq(sessions.id, sessionId), lt(sessions.lastUsedAt, new Date(now.getTime() - intervalMs))))
}

/** A user's live sessions, the most recently used first. */
export async function listLiveSessions(db: Db, userId: number, limits: SessionLimits): Promise<SessionRow[]> {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      device: sessions.device,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), ...isLive(limits)))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.id))
    .limit(200)
}

/** Ends one of the user's own live sessions; false when it is not theirs or has already ended. */
export async function revokeOwnSession(
  db: Db,
  userId: number,
  sessionId: number,
  at: Date,
): Promise<boolean> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id })
  return ended.length > 0
}

/** Marks every outstanding mailed token of these purposes used: an older link stops working. */
export async function voidAccountTokens(
  db: Db,
  userId: number,
  purposes: ReadonlyArray<'verify-email' | 'reset-password'>,
  at: Date,
): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: at })
    .where(
      and(
        eq(accountTokens.userId, userId),
        inArray(accountTokens.purpose, [...purposes]),
        isNull(accountTokens.usedAt),
      ),
    )
}

function isLive({ now, idleMs }: SessionLimits) {
  return [
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
    gt(sessions.lastUsedAt, new Date(now.getTime() - idleMs)),
  ]
}
