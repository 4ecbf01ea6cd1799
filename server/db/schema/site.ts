import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { localized } from './columns'
import { businesses } from './directory'

// Site services: the newsletter, weather, contact messages, analytics, the mail outbox, shared secrets and the
// slots of scheduled jobs and seed runs.

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    // Stored lower-cased, so one address is one subscription whatever its spelling.
    email: text('email').notNull().unique(),
    language: text('language').notNull(),
    // Double opt-in (issue 30): a sign-up is 'pending' until the mailed link is opened; only 'subscribed' is mailed.
    status: text('status').$type<SubscriptionStatus>().notNull().default('pending'),
    // When the address asked (the sign-up, or the last one while pending or after leaving).
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    // When the address owner confirmed through the mailed link; null while it never has.
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    // SHA-256 of the confirmation link's token; the link is single-purpose and dies with an unsubscribe.
    confirmTokenHash: text('confirm_token_hash'),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    // The admin's search finds part of an address (ILIKE '%…%') from this instead of every subscriber.
    index('newsletter_subscriptions_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    uniqueIndex('newsletter_subscriptions_confirm_token_idx').on(t.confirmTokenHash),
  ],
)

export type SubscriptionStatus = 'pending' | 'subscribed' | 'unsubscribed'

export const weatherReadings = pgTable('weather_readings', {
  citySlug: text('city_slug').primaryKey(),
  city: localized('city').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  temperature: real('temperature').notNull(),
  sortOrder: smallint('sort_order').notNull().default(0),
  source: text('source').notNull().default('seed'),
  observedAt: timestamp('observed_at', { withTimezone: true }).notNull(),
  // When the portal last asked a live provider; refreshes are spaced out from it across processes.
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
})

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

export type AnalyticsEventType =
  'page_view' | 'business_call' | 'business_website' | 'business_directions' | 'business_preview'

/**
 * First-party analytics: page views and business events for the owners' statistics. No visitor
 * identity, address or cookie is stored: only what happened, where and when.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').$type<AnalyticsEventType>().notNull(),
    path: text('path').notNull(),
    query: text('query').notNull().default(''),
    businessId: integer('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    language: text('language'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('analytics_events_business_idx').on(t.businessId, t.type, t.occurredAt),
    index('analytics_events_occurred_idx').on(t.occurredAt),
  ],
)

/** Mail waiting to go out (or kept, when no SMTP server is configured): the development outbox. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    kind: text('kind').notNull(),
    language: text('language').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt.desc())],
)

/** Secrets every process must share (e.g. the key that signs unsubscribe links); created once, never in memory. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * One row per run of a scheduled job: the process whose insert of (job, slot) succeeds runs that slot, the
 * others skip it. Works the same on PGlite and on a PostgreSQL shared by several processes.
 */
export const jobSlots = pgTable(
  'job_slots',
  {
    job: text('job').notNull(),
    slot: timestamp('slot', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.job, t.slot] })],
)

// Seeding is idempotent across processes: one row per applied seed version.
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  details: jsonb('details').$type<Record<string, number>>().notNull().default({}),
})

// The version of the public data: statement-level triggers on every table a public page or API read depends on
// bump it in the writing transaction (migration `public-data-version`, function `track_public_table`), so every
// process's caches see a committed write at once. One row per scope; the portal uses the scope 'public'.
export const dataVersion = pgTable('data_version', {
  scope: text('scope').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
})
