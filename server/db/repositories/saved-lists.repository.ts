import type { SavedList } from '@domain/saved/saved-lists'
import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm'
import type { Db } from '../db'
import { businesses, savedListItems, savedLists } from '../schema'
import { isPublicBusiness } from './businesses.repository'

const listColumns = {
  id: savedLists.id,
  name: savedLists.name,
  isDefault: savedLists.isDefault,
  shareId: savedLists.shareId,
}

/** The user's lists in their order, each with its businesses newest first. */
export async function loadSavedLists(db: Db, userId: number): Promise<SavedList[]> {
  const lists = await db
    .select(listColumns)
    .from(savedLists)
    .where(eq(savedLists.userId, userId))
    .orderBy(asc(savedLists.position), asc(savedLists.id))
  const items = await itemsOf(
    db,
    lists.map((l) => l.id),
  )
  return lists.map((l) => ({ ...l, businessIds: items.get(l.id) ?? [] }))
}

/** A shared list by its link's id; null when no list shares under it (never shared, turned off, deleted). */
export async function findSharedList(db: Db, shareId: string): Promise<SavedList | null> {
  const [list] = await db
    .select(listColumns)
    .from(savedLists)
    .where(and(isNotNull(savedLists.shareId), eq(savedLists.shareId, shareId)))
    .limit(1)
  if (!list) return null
  return { ...list, businessIds: (await itemsOf(db, [list.id])).get(list.id) ?? [] }
}

async function itemsOf(db: Db, listIds: number[]): Promise<Map<number, number[]>> {
  const byList = new Map<number, number[]>()
  if (listIds.length === 0) return byList
  const rows = await db
    .select({ listId: savedListItems.listId, businessId: savedListItems.businessId })
    .from(savedListItems)
    .where(inArray(savedListItems.listId, listIds))
    .orderBy(desc(savedListItems.addedAt), desc(savedListItems.businessId))
  for (const row of rows) byList.set(row.listId, [...(byList.get(row.listId) ?? []), row.businessId])
  return byList
}

/** Adds the default list unless the user has one (one statement: a second tab's read races it safely). */
export async function insertDefaultList(db: Db, userId: number, at: Date): Promise<void> {
  await db
    .insert(savedLists)
    .values({ userId, name: '', isDefault: true, position: 0, createdAt: at })
    .onConflictDoNothing()
}

export async function insertList(
  db: Db,
  userId: number,
  name: string,
  position: number,
  at: Date,
): Promise<number> {
  const [row] = await db
    .insert(savedLists)
    .values({ userId, name, isDefault: false, position, createdAt: at })
    .returning({ id: savedLists.id })
  if (!row) throw new Error('insert returned no row')
  return row.id
}

// Every write names the user with the list: a list id of another user's changes nothing.
const ownList = (userId: number, listId: number) =>
  and(eq(savedLists.userId, userId), eq(savedLists.id, listId))

export async function updateListName(db: Db, userId: number, listId: number, name: string): Promise<void> {
  await db.update(savedLists).set({ name }).where(ownList(userId, listId))
}

export async function updateListShareId(db: Db, userId: number, listId: number, shareId: string | null) {
  await db.update(savedLists).set({ shareId }).where(ownList(userId, listId))
}

export async function deleteListRow(db: Db, userId: number, listId: number): Promise<void> {
  await db.delete(savedLists).where(and(ownList(userId, listId), eq(savedLists.isDefault, false)))
}

export async function updateListPositions(db: Db, userId: number, ids: readonly number[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [position, id] of ids.entries())
      await tx.update(savedLists).set({ position }).where(ownList(userId, id))
  })
}

/**
 * Adds businesses to a list the caller has checked is the user's; ones it holds already keep their place. The
 * first id is added last, so it reads as the newest.
 */
export async function insertListItems(db: Db, listId: number, businessIds: readonly number[], at: Date) {
  if (businessIds.length === 0) return
  const rows = businessIds.map((businessId, index) => ({
    listId,
    businessId,
    addedAt: new Date(at.getTime() - index),
  }))
  await db.insert(savedListItems).values(rows).onConflictDoNothing()
}

export async function deleteListItem(db: Db, listId: number, businessId: number): Promise<void> {
  await db
    .delete(savedListItems)
    .where(and(eq(savedListItems.listId, listId), eq(savedListItems.businessId, businessId)))
}

/** Which of the ids are public businesses. */
export async function publicBusinessIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const rows = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(isPublicBusiness, inArray(businesses.id, [...ids])))
  return new Set(rows.map((r) => r.id))
}
