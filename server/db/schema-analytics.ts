import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { businesses } from './schema'

export type AnalyticsEventType =
  'page_view' | 'business_call' | 'business_website' | 'business_directions' | 'business_preview'

/**
 * First-party analytics (issue 6): page views and business events for the owners' statistics. No visitor
 * identity, address or cookie is stored: only what happened, where and when.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').$type<AnalyticsEventType>().notNull(),
    path: text('path').notNull(),
    query: text('query').notNull().default(''),
    businessId: integer('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    language: text('language'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('analytics_events_business_idx').on(t.businessId, t.type, t.occurredAt),
    index('analytics_events_occurred_idx').on(t.occurredAt),
  ],
)
