import { pickText } from '@domain/i18n/localized-text'
import type { AdminUserDetail, AdminUserSummary } from '@domain/accounts/admin-user'
import { and, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm'
import type { Db } from '../db'
import { businesses, claims, reviews, users, type UserRole } from '../schema'
import { escapeLike } from './like-pattern'
import { listLiveSessions, type SessionLimits } from './sessions.repository'

const summaryColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  emailVerifiedAt: users.emailVerifiedAt,
  suspendedAt: users.suspendedAt,
  createdAt: users.createdAt,
}

type SummaryRow = { [K in keyof typeof summaryColumns]: (typeof users.$inferSelect)[K] }

/** One page of accounts, newest first, matching part of the name or the email and the role. */
export async function searchUsers(
  db: Db,
  filter: { q?: string; role?: UserRole; limit: number; offset: number },
): Promise<{ rows: AdminUserSummary[]; total: number }> {
  const conditions: SQL[] = []
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q.trim())}%`
    const byText = or(ilike(users.name, pattern), ilike(users.email, pattern))
    if (byText) conditions.push(byText)
  }
  if (filter.role) conditions.push(eq(users.role, filter.role))
  const where = and(...conditions)
  const [rows, [totals]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(users).where(where),
  ])
  return { rows: rows.map(toSummary), total: Number(totals?.n ?? 0) }
}

/** The account with its live sessions, reviews, claims and businesses; null when there is none. */
export async function findAdminUser(
  db: Db,
  id: number,
  limits: SessionLimits & { latestReviews: number },
): Promise<AdminUserDetail | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  if (!user) return null
  const [sessions, [reviewTotal], latestReviews, claimRows, owned] = await Promise.all([
    listLiveSessions(db, id, limits),
    db.select({ n: count() }).from(reviews).where(eq(reviews.userId, id)),
    db
      .select({
        id: reviews.id,
        businessId: reviews.businessId,
        rating: reviews.rating,
        title: reviews.title,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .where(eq(reviews.userId, id))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(limits.latestReviews),
    db
      .select({
        id: claims.id,
        businessId: claims.businessId,
        businessName: businesses.name,
        status: claims.status,
        createdAt: claims.createdAt,
      })
      .from(claims)
      .innerJoin(businesses, eq(businesses.id, claims.businessId))
      .where(eq(claims.userId, id))
      .orderBy(desc(claims.createdAt))
      .limit(50),
    db
      .select({ id: businesses.id, name: businesses.name, slug: businesses.slug })
      .from(businesses)
      .where(eq(businesses.ownerId, id))
      .orderBy(businesses.id)
      .limit(100),
  ])
  return {
    ...toSummary(user),
    language: user.language,
    suspendedReason: user.suspendedReason,
    sessions: sessions.map((s) => ({
      id: s.id,
      device: s.device,
      createdAt: s.createdAt.toISOString(),
      lastUsedAt: s.lastUsedAt.toISOString(),
    })),
    reviewCount: Number(reviewTotal?.n ?? 0),
    latestReviews: latestReviews.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    claims: claimRows.map((c) => ({
      ...c,
      businessName: pickText(c.businessName, 'en'),
      createdAt: c.createdAt.toISOString(),
    })),
    businesses: owned.map((b) => ({ ...b, name: pickText(b.name, 'en') })),
  }
}

export type AdminChange =
  | { kind: 'role'; role: UserRole; at: Date }
  | { kind: 'suspend'; reason: string; by: number; at: Date }
  | { kind: 'unsuspend'; at: Date }

/**
 * Changes an account's role or suspension, unless that would leave no unsuspended admin. The live admins' rows are
 * locked first (FOR UPDATE), so two admins demoting each other at once are serialised: the second sees the first's
 * change and is refused. Answers what happened; 'last-admin' changes nothing.
 */
export async function changeUser(
  db: Db,
  id: number,
  change: AdminChange,
): Promise<'changed' | 'not-found' | 'last-admin'> {
  return db.transaction(async (tx) => {
    const liveAdmins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), isNull(users.suspendedAt)))
      .for('update')
    const isLiveAdmin = liveAdmins.some((a) => a.id === id)
    const takesAdminAway = change.kind === 'suspend' || (change.kind === 'role' && change.role !== 'admin')
    if (isLiveAdmin && takesAdminAway && liveAdmins.length <= 1) return 'last-admin'
    const [row] = await tx
      .update(users)
      .set(changes(change))
      .where(eq(users.id, id))
      .returning({ id: users.id })
    return row ? 'changed' : 'not-found'
  })
}

function changes(change: AdminChange): Partial<typeof users.$inferInsert> {
  if (change.kind === 'role') return { role: change.role, updatedAt: change.at }
  if (change.kind === 'unsuspend')
    return { suspendedAt: null, suspendedReason: null, suspendedBy: null, updatedAt: change.at }
  return {
    suspendedAt: change.at,
    suspendedReason: change.reason,
    suspendedBy: change.by,
    updatedAt: change.at,
  }
}

function toSummary(row: SummaryRow): AdminUserSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    isVerified: row.emailVerifiedAt !== null,
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }
}
