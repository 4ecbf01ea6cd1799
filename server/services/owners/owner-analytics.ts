import { analyticsDepth, type AnalyticsCount, type AnalyticsPeriod } from '@domain/plans/analytics-depth'
import type { Db } from '../../db/db'
import { businessEventsPerDay, type DayCounts } from '../../db/repositories/owner-analytics.repository'
import { businessPlan, planLimit } from '../plans/business-plan'
import type { ManagedBusiness } from './business-access'

const DAY_MS = 24 * 60 * 60 * 1000

export type AnalyticsReport = {
  level: 'basic' | 'advanced' | 'full'
  days: AnalyticsPeriod
  counts: AnalyticsCount[]
  series: Array<DayCounts & { date: string }>
}

/**
 * The last `days` UTC days of a business's visits and clicks, today included, as deep as its plan's analytics
 * level allows (403 PLAN_LIMIT beyond). Counts the plan does not show are zero.
 */
export async function ownerAnalytics(
  db: Db,
  business: ManagedBusiness,
  days: AnalyticsPeriod,
  now: Date,
): Promise<AnalyticsReport> {
  const { features } = await businessPlan(db, business.id, now)
  const depth = analyticsDepth(features)
  if (days > depth.maxDays)
    throw planLimit(
      'analytics',
      depth.maxDays,
      `Your plan shows the last ${depth.maxDays} days. Upgrade your plan to see ${days} days.`,
    )
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const from = new Date(today - (days - 1) * DAY_MS)
  const to = new Date(today + DAY_MS)
  const byDay = await businessEventsPerDay(db, business, from, to)
  const series = Array.from({ length: days }, (_, i) => {
    const date = new Date(from.getTime() + i * DAY_MS).toISOString().slice(0, 10)
    const counts = byDay.get(date)
    const shown = (count: AnalyticsCount) => (counts && depth.counts.includes(count) ? counts[count] : 0)
    return {
      date,
      views: shown('views'),
      previews: shown('previews'),
      calls: shown('calls'),
      websites: shown('websites'),
      directions: shown('directions'),
    }
  })
  return { level: features.analytics, days, counts: [...depth.counts], series }
}
