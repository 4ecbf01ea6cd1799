import type { AnalyticsRecord } from '@domain/analytics/business-event'
import type { AnalyticsTags } from '@domain/analytics/analytics-tags'
import type { ApiClient } from './api-client'
import { apiFailure } from './api-failure'

export const ANALYTICS_EVENTS_PATH = '/api/analytics/events'

/** The analytics operations of the contract, for the browser adapters that need them. */
export type AnalyticsTransport = {
  /** Resolves with the configured third-party tags; rejects with `ApiError` or `NetworkError`. */
  loadTags(): Promise<AnalyticsTags>
  /** Sends one batch of reports; rejects with `ApiError` or `NetworkError`. */
  send(records: readonly AnalyticsRecord[]): Promise<void>
}

export function createApiAnalyticsTransport(api: ApiClient): AnalyticsTransport {
  return {
    async loadTags() {
      const { data, error, response } = await api.GET('/api/analytics/config')
      if (!data) throw apiFailure('analytics.unavailable', response, error)
      return data.data
    },
    async send(records) {
      const { error, response } = await api.POST(ANALYTICS_EVENTS_PATH, { body: { events: [...records] } })
      if (!response.ok) throw apiFailure('analytics.unavailable', response, error)
    },
  }
}
