/** What visitors do with a business, counted for its owner's statistics. */
export type BusinessEventType =
  'business_call' | 'business_website' | 'business_directions' | 'business_preview'

export type BusinessEvent = { type: BusinessEventType; businessId: number; path: string }

/** One report the first-party analytics sends: a page view or a business event. */
export type AnalyticsRecord =
  | { type: 'page_view'; path: string; query: string }
  | { type: BusinessEventType; path: string; businessId: number }

/** Reports are sent in batches: at most this many per request (the contract's limit)… */
export const ANALYTICS_BATCH_MAX = 50
/** …and at the latest this long after the first one waiting, unless the page is hidden first. */
export const ANALYTICS_FLUSH_MS = 5000
