import { sql } from 'drizzle-orm'
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { businessPhotos } from './owner-tools'
import { reviews } from './reviews'

/** How an admin closed a report: the item was hidden (or deleted), or the report was dismissed. */
export type ReportResolution = 'hidden' | 'dismissed'

/** The columns every report has, whatever it reports: who, why, when, and how an admin closed it. */
function reportColumns() {
  return {
    id: serial('id').primaryKey(),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reporterKey: text('reporter_key').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolution: text('resolution').$type<ReportResolution>(),
  }
}

/**
 * Reports of a review by visitors and users. `reporterKey` is "user:<id>" or "ip:<address>": one open report
 * per reporter and review, decided by the database. A report stays until an admin resolves it.
 */
export const reviewReports = pgTable(
  'review_reports',
  {
    ...reportColumns(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('review_reports_review_idx').on(t.reviewId),
    index('review_reports_open_idx')
      .on(t.createdAt)
      .where(sql`${t.resolvedAt} IS NULL`),
    uniqueIndex('review_reports_one_open_idx')
      .on(t.reviewId, t.reporterKey)
      .where(sql`${t.resolvedAt} IS NULL`),
  ],
)

/** Reports of a business photo, kept like review reports. */
export const photoReports = pgTable(
  'photo_reports',
  {
    ...reportColumns(),
    photoId: integer('photo_id')
      .notNull()
      .references(() => businessPhotos.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('photo_reports_photo_idx').on(t.photoId),
    index('photo_reports_open_idx')
      .on(t.createdAt)
      .where(sql`${t.resolvedAt} IS NULL`),
    uniqueIndex('photo_reports_one_open_idx')
      .on(t.photoId, t.reporterKey)
      .where(sql`${t.resolvedAt} IS NULL`),
  ],
)
