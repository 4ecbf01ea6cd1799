import { inArray } from 'drizzle-orm'
import { redactQuery } from '../../log-redaction'
import type { Db } from '../db'
import { analyticsEvents, businesses, type AnalyticsEventType } from '../schema'

export type NewAnalyticsEvent = {
  type: AnalyticsEventType
  path: string
  query: string
  businessId: number | null
  language: string | null
  occurredAt: Date
}

/** The ids among `ids` that belong to a business. */
export async function existingBusinessIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const rows = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(inArray(businesses.id, [...new Set(ids)]))
  return new Set(rows.map((r) => r.id))
}

/** Stores the events; a page view of a mailed link (/reset-password?token=…) keeps its query without the token. */
export async function recordEvents(db: Db, events: readonly NewAnalyticsEvent[]): Promise<number> {
  if (events.length === 0) return 0
  const rows = await db
    .insert(analyticsEvents)
    .values(events.map((e) => ({ ...e, query: redactQuery(e.query) })))
    .returning({ id: analyticsEvents.id })
  return rows.length
}
