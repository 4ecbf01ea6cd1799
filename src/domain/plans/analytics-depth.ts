import type { AnalyticsLevel, PlanFeatures } from './plan-features'

/** The periods an owner can look at, in days. */
export const ANALYTICS_PERIODS = [7, 30, 90] as const
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number]

/** What an owner's statistics count per day. */
export type AnalyticsCount = 'views' | 'previews' | 'calls' | 'websites' | 'directions'
export const ALL_ANALYTICS_COUNTS: readonly AnalyticsCount[] = [
  'views',
  'previews',
  'calls',
  'websites',
  'directions',
]

export type AnalyticsDepth = { maxDays: AnalyticsPeriod; counts: readonly AnalyticsCount[] }

/**
 * Spec §3's `analytics` level as depth: basic is the last week's page views, advanced 30 days of every count,
 * full 90 days. The server refuses more days than this; the panel offers only these.
 */
const DEPTH: Record<AnalyticsLevel, AnalyticsDepth> = {
  basic: { maxDays: 7, counts: ['views'] },
  advanced: { maxDays: 30, counts: ALL_ANALYTICS_COUNTS },
  full: { maxDays: 90, counts: ALL_ANALYTICS_COUNTS },
}

export function analyticsDepth(features: PlanFeatures): AnalyticsDepth {
  return DEPTH[features.analytics]
}

/** The periods the plan allows, shortest first. */
export function allowedPeriods(features: PlanFeatures): AnalyticsPeriod[] {
  const { maxDays } = analyticsDepth(features)
  return ANALYTICS_PERIODS.filter((days) => days <= maxDays)
}
