import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type {
  SuggestedChange,
  SuggestionKind,
  SuggestionStatus,
} from '@domain/edit-suggestions/edit-suggestion'
import type { Locale } from '@domain/i18n/localized-text'
import { users } from './accounts'
import { businesses } from './directory'

/**
 * Visitors' suggestions to correct a listing (docs/edit-suggestions.md). `suggesterKey` is "user:<id>" or
 * "ip:<address>": one pending suggestion of a kind per suggester and business, decided by the database. The
 * business's owner decides when it has one, else an admin.
 */
export const editSuggestions = pgTable(
  'edit_suggestions',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    suggesterKey: text('suggester_key').notNull(),
    kind: text('kind').$type<SuggestionKind>().notNull(),
    change: jsonb('change').$type<SuggestedChange>().notNull(),
    /** The language the visitor wrote in: an address is that language's text, the mail is in it. */
    language: text('language').$type<Locale>().notNull(),
    status: text('status').$type<SuggestionStatus>().notNull().default('pending'),
    declineReason: text('decline_reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('edit_suggestions_business_idx').on(t.businessId, t.status),
    index('edit_suggestions_user_idx').on(t.userId),
    index('edit_suggestions_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('edit_suggestions_one_pending_idx')
      .on(t.businessId, t.suggesterKey, t.kind)
      .where(sql`${t.status} = 'pending'`),
  ],
)
