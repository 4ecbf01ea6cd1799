import { and, asc, count, desc, gte, lt, sql } from 'drizzle-orm'
import type { Db } from '../db'
import { bookings } from '../schema'

export type BookingRecord = typeof bookings.$inferSelect
export type NewBooking = Omit<BookingRecord, 'id'>

/** The booked starts between two instants (the slots the scheduling chat must not offer). */
export async function bookedStarts(db: Db, from: Date, to: Date): Promise<Date[]> {
  const rows = await db
    .select({ startsAt: bookings.startsAt })
    .from(bookings)
    .where(and(gte(bookings.startsAt, from), lt(bookings.startsAt, to)))
  return rows.map((r) => r.startsAt)
}

/** Books a slot; resolves with null when someone has it already (the unique start decides, even under a race). */
export async function bookSlot(db: Db, booking: NewBooking): Promise<BookingRecord | null> {
  const [row] = await db
    .insert(bookings)
    .values(booking)
    .onConflictDoNothing({ target: bookings.startsAt })
    .returning()
  return row ?? null
}

/** Upcoming calls first (soonest first), then past ones (latest first). */
export async function listBookings(
  db: Db,
  now: Date,
  page: { limit: number; offset: number },
): Promise<{ rows: BookingRecord[]; total: number }> {
  const isPast = sql`(${bookings.startsAt} < ${now.toISOString()}::timestamptz)`
  const rows = await db
    .select()
    .from(bookings)
    .orderBy(
      asc(isPast),
      sql`case when ${isPast} then null else ${bookings.startsAt} end asc`,
      desc(bookings.startsAt),
    )
    .limit(page.limit)
    .offset(page.offset)
  const [total] = await db.select({ n: count() }).from(bookings)
  return { rows, total: Number(total?.n ?? 0) }
}
