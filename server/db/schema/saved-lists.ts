import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { users } from './accounts'

// A signed-in user's saved lists (docs/saved-lists.md). The default list ("Saved") is one per user.
export const savedLists = pgTable(
  'saved_lists',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Empty for the default list until its owner renames it. */
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    position: integer('position').notNull(),
    /** The read-only link's id while sharing is on; a new one each time it is turned on. */
    shareId: text('share_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('saved_lists_user_idx').on(t.userId, t.position),
    uniqueIndex('saved_lists_one_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
    uniqueIndex('saved_lists_share_idx').on(t.shareId),
  ],
)

// The business is not a foreign key: an unpublished or removed business stays in the list, which says so
// instead of dropping it silently, until its owner removes it.
export const savedListItems = pgTable(
  'saved_list_items',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => savedLists.id, { onDelete: 'cascade' }),
    businessId: integer('business_id').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.businessId] }),
    index('saved_list_items_business_idx').on(t.businessId),
  ],
)
