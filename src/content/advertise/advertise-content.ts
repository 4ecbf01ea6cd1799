import type { ProseSection } from '../content-types'
import type {
  AnalyticsLevel,
  PlanFeatures,
  PlanSlug,
  SearchRanking,
  SupportLevel,
} from '@domain/plans/plan-features'

/** /advertise: why list with us, the plan comparison (from PLAN_DEFINITIONS) and how to start. */
export type AdvertiseContent = {
  sections: readonly ProseSection[]
  plansHeading: string
  /** The comparison table's caption. */
  tableCaption: string
  featureColumn: string
  planTaglines: Record<PlanSlug, string>
  featureLabels: Record<keyof PlanFeatures, string>
  searchRanking: Record<SearchRanking, string>
  analytics: Record<AnalyticsLevel, string>
  supportLevel: Record<SupportLevel, string>
  included: string
  notIncluded: string
  free: string
  /** `{price}` is replaced with the formatted amount. */
  perMonth: string
  startHeading: string
  startSteps: readonly string[]
  bookCallText: string
  bookCall: string
}
