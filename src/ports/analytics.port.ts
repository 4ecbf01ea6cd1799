import type { PageView } from '@/domain/analytics/page-view'

/** Page-view reporting (spec §2); fire-and-forget, never throws. */
export interface AnalyticsPort {
  pageView(view: PageView): void
}
