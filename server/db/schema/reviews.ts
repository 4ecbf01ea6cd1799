import type { ReviewFlag, ReviewStatus } from '@domain/moderation/moderation'
import { sql } from 'drizzle-orm'
import {
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { businesses } from './directory'

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    rating: smallint('rating').notNull(),
    title: text('title'),
    body: text('body').notNull(),
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The author's account; null for the seeded demo reviews. One review per user and business.
    userId: integer('user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    // Only published reviews are public and counted in the business's rating; held ones wait for an admin
    // (automatic flags), hidden ones were taken down by an admin with a reason.
    status: text('status').$type<ReviewStatus>().notNull().default('published'),
    flags: text('flags').array().$type<ReviewFlag[]>().notNull().default([]),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    // The address it was posted from, for the "same text from the same address" check; null for older reviews.
    authorAddress: text('author_address'),
  },
  (t) => [
    index('reviews_business_idx').on(t.businessId, t.createdAt.desc()),
    index('reviews_user_idx').on(t.userId, t.createdAt.desc()),
    index('reviews_moderation_idx')
      .on(t.status, t.createdAt)
      .where(sql`${t.status} <> 'published'`),
    uniqueIndex('reviews_business_user_idx').on(t.businessId, t.userId),
  ],
)

/** Photos a review's author uploaded, in the order given; the files live in the storage port. */
export const reviewPhotos = pgTable(
  'review_photos',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    /** The stored file's key in the storage port, e.g. "reviews/2026/11/<random>.jpg". */
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
  },
  (t) => [index('review_photos_review_idx').on(t.reviewId, t.position)],
)
