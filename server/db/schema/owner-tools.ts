import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { businesses } from './directory'
import { reviews } from './reviews'

// What an owner runs from the Business Portal: the listing's photos, replies to reviews, and the inbox of leads
// and direct messages.

/**
 * The photos an owner uploaded, processed (EXIF applied then stripped, WebP): a display size and a thumbnail in
 * the storage port. The listing's public `images` and cover `image` are written from these rows in order.
 */
export const businessPhotos = pgTable(
  'business_photos',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    displayKey: text('display_key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    position: smallint('position').notNull(),
    isCover: boolean('is_cover').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    // An admin hid it (a reason is kept): it leaves the public gallery until restored.
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
  },
  (t) => [
    index('business_photos_business_idx').on(t.businessId, t.position),
    // The resolved photo queue starts from the hidden ones, a few among all.
    index('business_photos_hidden_idx')
      .on(t.id)
      .where(sql`${t.hiddenAt} IS NOT NULL`),
  ],
)

/** The owner's one public answer to a review; answering again edits it. */
export const reviewReplies = pgTable(
  'review_replies',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('review_replies_review_idx').on(t.reviewId)],
)

export type InboxKind = 'lead' | 'message'

/**
 * The owner's inbox: "Request a quote" leads from anyone (name and a contact) and direct messages from signed-in
 * visitors (their account). The owner's answer is mailed to the sender and, for an account, shown in its profile.
 */
export const businessMessages = pgTable(
  'business_messages',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<InboxKind>().notNull(),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    senderName: text('sender_name').notNull(),
    /** An email address or a phone number, as the sender gave it. */
    contact: text('contact').notNull(),
    body: text('body').notNull(),
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    index('business_messages_business_idx').on(t.businessId, t.createdAt.desc()),
    index('business_messages_sender_idx').on(t.senderId),
  ],
)
