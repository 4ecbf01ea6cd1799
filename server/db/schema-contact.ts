import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

// Contact page (issue 6): messages visitors send to the portal team.

/** One message from the contact form; kept for the retention period in docs/info-pages.md. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    // '+357 99 123456' when the sender gave a phone number, else null.
    phone: text('phone'),
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('contact_messages_email_idx').on(t.email, t.createdAt)],
)
