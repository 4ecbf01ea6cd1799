import type { BusinessEvent } from '@domain/analytics/business-event'
import type { PageView } from '@domain/analytics/page-view'

/** Page views (spec §2) and business events for the owners' statistics; fire-and-forget, never throws. */
export interface AnalyticsPort {
  pageView(view: PageView): void
  event(event: BusinessEvent): void
}
