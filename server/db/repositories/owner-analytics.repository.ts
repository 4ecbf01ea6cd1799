import { and, eq, gte, inArray, like, lt, or, sql } from 'drizzle-orm'
import type { AnalyticsCount } from '@domain/plans/analytics-depth'
import type { Db } from '../db'
import { analyticsEvents, type AnalyticsEventType } from '../schema'

export type DayCounts = Record<AnalyticsCount, number>
type Row = { day: string; type: AnalyticsEventType; n: number }

const COUNT_OF: Record<AnalyticsEventType, AnalyticsCount> = {
  page_view: 'views',
  business_preview: 'previews',
  business_call: 'calls',
  business_website: 'websites',
  business_directions: 'directions',
}

/**
 * A business's events per UTC day from `from` (inclusive) to `to` (exclusive). Its page views are the page_view
 * events of its addresses (/businesses/<id>, /<slug> and /businesses/<category>/<slug>); the rest carry its id.
 */
export async function businessEventsPerDay(
  db: Db,
  business: { id: number; slug: string },
  from: Date,
  to: Date,
): Promise<Map<string, DayCounts>> {
  const day = sql<string>`to_char(${analyticsEvents.occurredAt} at time zone 'UTC', 'YYYY-MM-DD')`
  const isPageOfBusiness = and(
    eq(analyticsEvents.type, 'page_view'),
    or(
      inArray(analyticsEvents.path, [`/businesses/${business.id}`, `/${business.slug}`]),
      like(analyticsEvents.path, `/businesses/%/${business.slug}`),
    ),
  )
  const rows: Row[] = await db
    .select({ day, type: analyticsEvents.type, n: sql<number>`count(*)::int` })
    .from(analyticsEvents)
    .where(
      and(
        gte(analyticsEvents.occurredAt, from),
        lt(analyticsEvents.occurredAt, to),
        or(isPageOfBusiness, eq(analyticsEvents.businessId, business.id)),
      ),
    )
    .groupBy(day, analyticsEvents.type)
  const byDay = new Map<string, DayCounts>()
  for (const row of rows) {
    const counts = byDay.get(row.day) ?? { views: 0, previews: 0, calls: 0, websites: 0, directions: 0 }
    counts[COUNT_OF[row.type]] += Number(row.n)
    byDay.set(row.day, counts)
  }
  return byDay
}
