import {
  ANALYTICS_BATCH_MAX,
  ANALYTICS_FLUSH_MS,
  type AnalyticsRecord,
} from '@domain/analytics/business-event'
import type { AnalyticsPort } from '@/ports'

export type FirstPartyAnalyticsOptions = {
  /** Sends a batch while the page lives (fetch); failures are dropped: analytics never bothers the visitor. */
  send(records: readonly AnalyticsRecord[]): Promise<void>
  /** Sends a batch as the page goes away (navigator.sendBeacon); resolves false when the browser refused. */
  beacon(records: readonly AnalyticsRecord[]): boolean
  /** `window`: its `pagehide` flushes what is waiting. */
  page: Pick<Window, 'addEventListener'>
  /** `document`: a `visibilitychange` to hidden flushes too (mobile browsers may never fire pagehide). */
  visibility: Pick<Document, 'addEventListener' | 'visibilityState'>
  setTimeout(run: () => void, ms: number): unknown
}

/**
 * Page views and business events for the owners' statistics, to the portal's own API. Reports wait
 * up to 5 s (or until 50 are waiting) and go together; when the page is hidden they go with sendBeacon, which
 * the browser delivers even as the page unloads.
 */
export function createFirstPartyAnalytics(options: FirstPartyAnalyticsOptions): AnalyticsPort {
  let waiting: AnalyticsRecord[] = []
  let isScheduled = false

  const take = () => {
    const batch = waiting.slice(0, ANALYTICS_BATCH_MAX)
    waiting = waiting.slice(ANALYTICS_BATCH_MAX)
    return batch
  }
  const flush = () => {
    isScheduled = false
    while (waiting.length > 0) options.send(take()).catch(() => undefined)
  }
  const flushOnHide = () => {
    while (waiting.length > 0) {
      const batch = take()
      if (!options.beacon(batch)) options.send(batch).catch(() => undefined)
    }
  }
  const add = (record: AnalyticsRecord) => {
    waiting.push(record)
    if (waiting.length >= ANALYTICS_BATCH_MAX) return flush()
    if (!isScheduled) {
      isScheduled = true
      options.setTimeout(flush, ANALYTICS_FLUSH_MS)
    }
  }

  options.page.addEventListener('pagehide', flushOnHide)
  options.visibility.addEventListener('visibilitychange', () => {
    if (options.visibility.visibilityState === 'hidden') flushOnHide()
  })

  return {
    pageView: ({ path, query }) => add({ type: 'page_view', path, query }),
    event: ({ type, businessId, path }) => add({ type, businessId, path }),
  }
}
