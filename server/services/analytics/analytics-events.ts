import type { Locale } from '@domain/i18n/localized-text'
import type { Db } from '../../db/db'
import {
  existingBusinessIds,
  recordEvents,
  type NewAnalyticsEvent,
} from '../../db/repositories/analytics.repository'

/** One first-party event as the browser reports it: a page view, or an event on a business's page. */
export type AnalyticsEventInput = Pick<NewAnalyticsEvent, 'type' | 'path'> & {
  query?: string
  businessId?: number
}

/**
 * Stores a batch of events, all or none: a batch naming a business that does not exist is refused whole, with
 * the first such id. Resolves with how many were stored.
 */
export async function storeAnalyticsEvents(
  db: Db,
  events: readonly AnalyticsEventInput[],
  language: Locale | null,
  occurredAt: Date,
): Promise<{ accepted: number } | { unknownBusinessId: number }> {
  const ids = events.flatMap((e) => (e.businessId === undefined ? [] : [e.businessId]))
  const known = await existingBusinessIds(db, ids)
  const unknown = ids.find((id) => !known.has(id))
  if (unknown !== undefined) return { unknownBusinessId: unknown }
  const accepted = await recordEvents(
    db,
    events.map((e) => ({
      type: e.type,
      path: e.path,
      query: e.query ?? '',
      businessId: e.businessId ?? null,
      language,
      occurredAt,
    })),
  )
  return { accepted }
}
