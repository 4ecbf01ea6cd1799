import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Db } from '../db'
import { accountTokens, sessions, users, type UserRole } from '../schema'

export type UserRecord = typeof users.$inferSelect
export type NewUser = Pick<
  UserRecord,
  'name' | 'email' | 'passwordHash' | 'language' | 'phone' | 'countryCode' | 'agreeMarketing'
> & {
  role?: UserRole
  emailVerifiedAt?: Date | null
}
export type ProfileChanges = Partial<
  Pick<UserRecord, 'name' | 'phone' | 'countryCode' | 'avatar' | 'language' | 'agreeMarketing'>
>

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}

/** Null when the address is taken (the unique index decides, so two racing sign-ups cannot both win). */
export async function createUser(db: Db, user: NewUser): Promise<UserRecord | null> {
  const [row] = await db
    .insert(users)
    .values({ ...user, email: normaliseEmail(user.email) })
    .onConflictDoNothing({ target: users.email })
    .returning()
  return row ?? null
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRecord | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)))
    .limit(1)
  return row ?? null
}

export async function findUserById(db: Db, id: number): Promise<UserRecord | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return row ?? null
}

export async function updateUser(
  db: Db,
  id: number,
  changes: ProfileChanges & { passwordHash?: string; emailVerifiedAt?: Date; role?: UserRole },
  at: Date,
) {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: at })
    .where(eq(users.id, id))
    .returning()
  return row ?? null
}

export async function deleteUser(db: Db, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id))
}

export async function revokeSession(db: Db, sessionId: number, at: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: at }).where(eq(sessions.id, sessionId))
}

export async function revokeAllSessions(db: Db, userId: number, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
}

export async function createAccountToken(
  db: Db,
  token: { userId: number; purpose: 'verify-email' | 'reset-password'; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(accountTokens).values(token)
}

/** Marks a valid token used and returns its user; null when unknown, expired, used, or for another purpose. */
export async function consumeAccountToken(
  db: Db,
  purpose: 'verify-email' | 'reset-password',
  tokenHash: string,
  at: Date,
): Promise<number | null> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: at })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, at),
      ),
    )
    .returning({ userId: accountTokens.userId })
  return row?.userId ?? null
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users)
  return Number(row?.n ?? 0)
}

export async function adminExists(db: Db): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1)
  return rows.length > 0
}
