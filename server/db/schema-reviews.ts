import { index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core'
import { reviews } from './schema'

/** Photos a review's author uploaded (issue 3), in the order given; the files live in the storage port. */
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
