import { and, asc, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm'
import type { SuggestionStatus } from '@domain/edit-suggestions/edit-suggestion'
import type { Db } from '../db'
import { businesses, editSuggestions, users } from '../schema'

export type EditSuggestionRow = typeof editSuggestions.$inferSelect
export type NewEditSuggestion = Pick<
  EditSuggestionRow,
  'businessId' | 'userId' | 'suggesterKey' | 'kind' | 'change' | 'language' | 'createdAt'
>

/** A suggestion with what its queue shows of the business and the suggester. */
export type EditSuggestionRecord = EditSuggestionRow & {
  businessSlug: string
  businessName: (typeof businesses.$inferSelect)['name']
  businessOwnerId: number | null
  suggesterName: string | null
}

/** Which suggestions a list reads: of the businesses one account owns, of one suggester, and by who decides. */
export type SuggestionFilter = {
  ownerId?: number
  userId?: number
  status?: SuggestionStatus
  decider?: 'owner' | 'admin'
}

const recordColumns = {
  suggestion: editSuggestions,
  businessSlug: businesses.slug,
  businessName: businesses.name,
  businessOwnerId: businesses.ownerId,
  suggesterName: users.name,
}

// A queue is read whole, oldest first; past this many the rest wait for the next page load.
const MAX_LISTED = 200

/** Null when this suggester already has a pending suggestion of this kind here (the partial unique index decides). */
export async function insertEditSuggestion(db: Db, row: NewEditSuggestion): Promise<number | null> {
  const [inserted] = await db
    .insert(editSuggestions)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: editSuggestions.id })
  return inserted?.id ?? null
}

export async function findEditSuggestion(db: Db, id: number): Promise<EditSuggestionRecord | null> {
  const [row] = await selectRecords(db, eq(editSuggestions.id, id), 1)
  return row ?? null
}

/** The suggestions a filter names: a queue (pending, oldest first) or a suggester's own (newest first). */
export async function listEditSuggestions(db: Db, filter: SuggestionFilter): Promise<EditSuggestionRecord[]> {
  const where: SQL[] = []
  if (filter.ownerId !== undefined) where.push(eq(businesses.ownerId, filter.ownerId))
  if (filter.userId !== undefined) where.push(eq(editSuggestions.userId, filter.userId))
  if (filter.status) where.push(eq(editSuggestions.status, filter.status))
  if (filter.decider === 'admin') where.push(isNull(businesses.ownerId))
  if (filter.decider === 'owner') where.push(isNotNull(businesses.ownerId))
  return selectRecords(db, and(...where), MAX_LISTED, filter.userId !== undefined ? 'newest' : 'oldest')
}

/** Records the decision on a pending suggestion; null when it was decided already (by another tab, or person). */
export async function markEditSuggestionDecided(
  db: Db,
  id: number,
  decision: { status: Exclude<SuggestionStatus, 'pending'>; reason: string | null; by: number; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(editSuggestions)
    .set({
      status: decision.status,
      declineReason: decision.reason,
      decidedBy: decision.by,
      decidedAt: decision.at,
    })
    .where(and(eq(editSuggestions.id, id), eq(editSuggestions.status, 'pending')))
    .returning({ id: editSuggestions.id })
  return rows.length > 0
}

/** Marks a business closed for good; it stays listed, and the first closing date is kept. */
export async function markPermanentlyClosed(db: Db, businessId: number, at: Date): Promise<void> {
  await db
    .update(businesses)
    .set({ permanentlyClosedAt: at, updatedAt: at })
    .where(and(eq(businesses.id, businessId), isNull(businesses.permanentlyClosedAt)))
}

/** What a suggestion needs of its business: that it is public, and who owns it. */
export async function suggestionTarget(
  db: Db,
  businessId: number,
): Promise<{ id: number; ownerId: number | null; status: string } | null> {
  const [row] = await db
    .select({ id: businesses.id, ownerId: businesses.ownerId, status: businesses.status })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1)
  return row ?? null
}

async function selectRecords(
  db: Db,
  where: SQL | undefined,
  limit: number,
  order: 'oldest' | 'newest' = 'oldest',
): Promise<EditSuggestionRecord[]> {
  const rows = await db
    .select(recordColumns)
    .from(editSuggestions)
    .innerJoin(businesses, eq(businesses.id, editSuggestions.businessId))
    .leftJoin(users, eq(users.id, editSuggestions.userId))
    .where(where)
    .orderBy(
      order === 'oldest' ? asc(editSuggestions.createdAt) : desc(editSuggestions.createdAt),
      asc(editSuggestions.id),
    )
    .limit(limit)
  return rows.map(({ suggestion, ...rest }) => ({ ...suggestion, ...rest }))
}
