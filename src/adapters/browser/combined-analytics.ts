import type { AnalyticsPort } from '@/ports'

/** Reports every page view and event to each adapter; one failing adapter does not stop the others. */
export function combineAnalytics(adapters: readonly AnalyticsPort[]): AnalyticsPort {
  const each = (report: (adapter: AnalyticsPort) => void) => {
    for (const adapter of adapters) {
      try {
        report(adapter)
      } catch (error) {
        console.error('analytics adapter failed', error)
      }
    }
  }
  return {
    pageView: (view) => each((a) => a.pageView(view)),
    event: (event) => each((a) => a.event(event)),
  }
}
