import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { ChatMessageType } from '@domain/chat/chat-message'
import { users } from './accounts'

// The assistants: live-support chats with their messages, and the calls booked through the scheduling chat.

/** One Live Support conversation, created by the support contact form; the id is the unguessable userLiveChatId. */
export const liveChats = pgTable(
  'live_chats',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('live_chats_email_idx').on(t.email),
    index('live_chats_user_idx').on(t.userId),
    index('live_chats_created_idx').on(t.createdAt.desc()),
  ],
)

/** The messages of a live chat (the visitor's, the assistant's and a person's replies), in the order written. */
export const liveChatMessages = pgTable(
  'live_chat_messages',
  {
    id: serial('id').primaryKey(),
    liveChatId: text('live_chat_id')
      .notNull()
      .references(() => liveChats.id, { onDelete: 'cascade' }),
    type: text('type').$type<ChatMessageType>().notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('live_chat_messages_chat_idx').on(t.liveChatId, t.id)],
)

/** A 30-minute call with the portal team; the unique start refuses a double booking, whichever process races. */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('bookings_starts_at_idx').on(t.startsAt)],
)
