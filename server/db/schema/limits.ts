import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Fixed-window counters shared by every process: request rate limits ('rate:…'), sign-in attempts ('login:…') and
 * the AI engines' daily budget ('ai-day:…'). One row per key, updated by one atomic upsert, so concurrent requests
 * in any process all count.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})
