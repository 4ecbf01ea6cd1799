import { isLocale } from '@domain/i18n/localized-text'
import type { HandlerDeps } from '../deps'
import { HttpError } from '../http-error'
import { storeAnalyticsEvents } from '../services/analytics/analytics-events'
import { NO_ANALYTICS_TAGS } from '../services/analytics/analytics-tags'
import type { OperationHandlers } from '../operation'

/**
 * The configured third-party tags, and first-party page views and business events (limited per address by
 * plugins/rate-limits.ts).
 */
export function createAnalyticsHandlers({ db, clock, analyticsTags }: HandlerDeps): OperationHandlers {
  return {
    getAnalyticsConfig: async () => ({ success: true, data: analyticsTags ?? NO_ANALYTICS_TAGS }),

    async recordAnalyticsEvents({ body, request, reply }) {
      const now = clock()
      for (const event of body.events) {
        const isBusinessEvent = event.type !== 'page_view'
        if (isBusinessEvent && event.businessId === undefined)
          throw new HttpError(400, 'VALIDATION_ERROR', `A ${event.type} event needs the businessId.`)
        if (!isBusinessEvent && event.businessId !== undefined)
          throw new HttpError(400, 'VALIDATION_ERROR', 'A page_view event has no businessId.')
      }
      const header = request.headers['x-user-language']
      const stored = await storeAnalyticsEvents(db, body.events, isLocale(header) ? header : null, now)
      if ('unknownBusinessId' in stored)
        throw new HttpError(
          400,
          'UNKNOWN_BUSINESS',
          `There is no business with the id ${stored.unknownBusinessId}.`,
        )
      reply.code(202)
      return { success: true, accepted: stored.accepted }
    },
  }
}
