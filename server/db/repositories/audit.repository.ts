import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm'
import type { Db } from '../db'
import { auditLog } from '../schema'
import { escapeLike } from './like-pattern'

export type AuditRecord = typeof auditLog.$inferSelect
export type NewAuditRecord = Omit<AuditRecord, 'id'>

export async function insertAuditRecord(db: Db, record: NewAuditRecord): Promise<void> {
  await db.insert(auditLog).values(record)
}

export type AuditFilter = {
  /** An actor's id, or part of their email. */
  actor?: string
  /** An entity type (business), or one entity (business:12). */
  entity?: string
  limit: number
  offset: number
}

/** The newest first; the admin's search of the trail. */
export async function listAuditRecords(
  db: Db,
  filter: AuditFilter,
): Promise<{ rows: AuditRecord[]; total: number }> {
  const where = and(actorCondition(filter.actor), entityCondition(filter.entity))
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(auditLog).where(where),
  ])
  return { rows, total: counted?.total ?? 0 }
}

function actorCondition(actor: string | undefined): SQL | undefined {
  const text = actor?.trim()
  if (!text) return undefined
  return /^\d{1,9}$/.test(text)
    ? eq(auditLog.actorId, Number(text))
    : ilike(auditLog.actorEmail, `%${escapeLike(text)}%`)
}

function entityCondition(entity: string | undefined): SQL | undefined {
  const text = entity?.trim()
  if (!text) return undefined
  const [type = '', id] = text.split(':', 2)
  return id === undefined
    ? eq(auditLog.entityType, type)
    : and(eq(auditLog.entityType, type), eq(auditLog.entityId, id))
}
