import { sql } from 'drizzle-orm'
import {
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  boolean,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'

// Emails are stored lower-cased; passwords only as argon2id hashes.
export type UserRole = 'user' | 'business_owner' | 'admin'

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<UserRole>().notNull().default('user'),
    phone: text('phone'),
    countryCode: text('country_code'),
    language: text('language').notNull().default('en'),
    agreeMarketing: boolean('agree_marketing').notNull().default(false),
    avatar: text('avatar'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Set while an admin has suspended the account: it cannot sign in, whatever its password. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspendedReason: text('suspended_reason'),
    suspendedBy: integer('suspended_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The admin's search finds part of a name or an address (ILIKE '%…%') from these instead of every account.
  (t) => [
    index('users_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
  ],
)

// Opaque bearer tokens: only their SHA-256 is stored, so a database leak does not leak sessions.
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Moved forward at most once an hour per session (SESSION_TOUCH_INTERVAL_MS): the idle timeout reads it. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** "Firefox on Windows": the browser and system from the User-Agent at sign-in, never the whole header. */
    device: text('device').notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

/** Single-use tokens mailed for email verification and password reset. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'verify-email' | 'reset-password'>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('account_tokens_user_idx').on(t.userId)],
)
