import type { AdminOverview } from '@domain/admin/admin'
import type { Db } from '../../db/db'
import { adminOverview } from '../../db/repositories/admin-overview.repository'
import { listAuditRecords } from '../../db/repositories/audit.repository'
import { listBookings, type BookingRecord } from '../../db/repositories/bookings.repository'

export const AUDIT_PAGE_SIZE = 50

/** The dashboard's counts: accounts by role, accounts still to confirm their address, listings. */
export function overview(db: Db): Promise<AdminOverview> {
  return adminOverview(db)
}

/** A page (from 1) of the audit trail, newest first, filtered by actor (id or email) and entity. */
export async function auditPage(db: Db, query: { actor?: string; entity?: string; page: number }) {
  const { rows, total } = await listAuditRecords(db, {
    actor: query.actor,
    entity: query.entity,
    limit: AUDIT_PAGE_SIZE,
    offset: (query.page - 1) * AUDIT_PAGE_SIZE,
  })
  return { rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), total }
}

/** The booked calls: the coming ones first (soonest first), then the past ones (latest first). */
export function bookingPage(
  db: Db,
  now: Date,
  page: { limit: number; offset: number },
): Promise<{ rows: BookingRecord[]; total: number }> {
  return listBookings(db, now, page)
}
