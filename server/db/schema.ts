import { sql } from 'drizzle-orm'
import {
  boolean,
  customType,
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
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import type { LocalizedText } from '@domain/i18n/localized-text'
import type { PlanFeatures } from '@domain/plans/plan-features'
import type { WeeklyHours } from '@domain/hours/opening-hours'
import { FOLD_FROM, FOLD_TO } from '@domain/search/fold-text'

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })
const int4multirange = customType<{ data: string }>({ dataType: () => 'int4multirange' })

// Every language of a multilingual JSONB column as one text, for the search columns below.
const allLanguages = (column: string) =>
  `coalesce(${column}->>'en', '') || ' ' || coalesce(${column}->>'el', '') || ' ' || coalesce(${column}->>'ru', '')`

// Case and accents do not matter in search: lower-case, then drop the Greek tonos/dialytika and Russian ё, with the
// table the query side folds with; translate() is immutable (a generated column needs that), unlike unaccent().
const folded = (text: string) => `translate(lower(${text}), '${FOLD_FROM}', '${FOLD_TO}')`

// Multilingual fields are JSONB { en, el, ru } (issue 2, §4 of the platform issue).
const localized = (name: string) => jsonb(name).$type<LocalizedText>()

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: localized('name').notNull(),
    description: localized('description').notNull().default({}),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    sortOrder: integer('sort_order').notNull().default(0),
    icon: text('icon'),
    color: text('color').notNull().default('#c2a26b'),
  },
  (t) => [uniqueIndex('categories_slug_idx').on(t.slug), index('categories_parent_idx').on(t.parentId)],
)

export const amenities = pgTable('amenities', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: localized('name').notNull(),
  icon: text('icon').notNull(),
})

export const businesses = pgTable(
  'businesses',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: localized('name').notNull(),
    description: localized('description').notNull(),
    city: localized('city').notNull(),
    citySlug: text('city_slug').notNull(),
    address: localized('address').notNull(),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    logo: text('logo'),
    image: text('image'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    hours: jsonb('hours').$type<WeeklyHours>().notNull().default({}),
    priceRange: smallint('price_range'),
    rating: real('rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    verified: boolean('verified').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Search in any of the three languages: a weighted full-text vector ('simple' tokenises Greek and Cyrillic)
    // and a lower-cased name text for pg_trgm typo tolerance. The database keeps both current.
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql.raw(
        `setweight(to_tsvector('simple'::regconfig, ${folded(allLanguages('name'))}), 'A') || setweight(to_tsvector('simple'::regconfig, ${folded(allLanguages('description'))}), 'C')`,
      ),
    ),
    searchName: text('search_name').generatedAlwaysAs(sql.raw(folded(allLanguages('name')))),
    // The opening hours as minutes of the Cyprus week (Monday 00:00 = 0), for an indexed "open now":
    // business_open_week() is an immutable SQL function of the listing-performance migration.
    openWeek: int4multirange('open_week').generatedAlwaysAs(sql.raw('business_open_week(hours)')),
  },
  (t) => [
    uniqueIndex('businesses_slug_idx').on(t.slug),
    index('businesses_search_idx').using('gin', t.searchVector),
    index('businesses_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    // One index per listing order, ending with the id like the ORDER BY (DESC means NULLS FIRST there), so a page
    // is read in order and stops after `limit` rows; the city one also serves the city filter.
    index('businesses_default_order_idx').on(
      t.featured.desc().nullsFirst(),
      t.rating.desc().nullsFirst(),
      t.reviewCount.desc().nullsFirst(),
      t.id,
    ),
    index('businesses_rating_idx').on(t.rating.desc().nullsFirst(), t.reviewCount.desc().nullsFirst(), t.id),
    index('businesses_reviews_idx').on(t.reviewCount.desc().nullsFirst(), t.rating.desc().nullsFirst(), t.id),
    index('businesses_created_idx').on(t.createdAt.desc().nullsFirst(), t.id),
    index('businesses_city_rating_idx').on(
      t.citySlug,
      t.rating.desc().nullsFirst(),
      t.reviewCount.desc().nullsFirst(),
      t.id,
    ),
    index('businesses_open_week_idx').using('gist', t.openWeek),
    // The distance sort's boxes: point(lng, lat) <@ box.
    index('businesses_location_idx').using('gist', sql`point(${t.lng}, ${t.lat})`),
    index('businesses_featured_idx')
      .on(t.featured)
      .where(sql`${t.featured}`),
  ],
)

export const businessCategories = pgTable(
  'business_categories',
  {
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.categoryId] }),
    index('business_categories_category_idx').on(t.categoryId),
  ],
)

export const businessAmenities = pgTable(
  'business_amenities',
  {
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    amenityId: integer('amenity_id')
      .notNull()
      .references(() => amenities.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.amenityId] })],
)

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
    // Issue 3: the author's account; null for the seeded demo reviews. One review per user and business.
    userId: integer('user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('reviews_business_idx').on(t.businessId, t.createdAt.desc()),
    uniqueIndex('reviews_business_user_idx').on(t.businessId, t.userId),
  ],
)

export const articleCategories = pgTable('article_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: localized('name').notNull(),
  description: localized('description').notNull().default({}),
  parentId: integer('parent_id').references((): AnyPgColumn => articleCategories.id, {
    onDelete: 'restrict',
  }),
  sortOrder: integer('sort_order').notNull().default(0),
})

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => articleCategories.id, { onDelete: 'restrict' }),
    title: localized('title').notNull(),
    excerpt: localized('excerpt').notNull(),
    // Markdown subset per language (headings, paragraphs, lists, emphasis); rendered as text, never as HTML.
    content: localized('content').notNull(),
    image: text('image'),
    author: text('author').notNull(),
    readMinutes: smallint('read_minutes').notNull().default(3),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('articles_category_idx').on(t.categoryId),
    index('articles_published_idx').on(t.publishedAt.desc()),
  ],
)

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

export const translations = pgTable(
  'translations',
  {
    language: text('language').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.language, t.key] })],
)

export const plans = pgTable('plans', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  priceEurMonthly: integer('price_eur_monthly').notNull().default(0),
  features: jsonb('features').$type<PlanFeatures>().notNull(),
  sortOrder: smallint('sort_order').notNull().default(0),
})

export const businessSubscriptions = pgTable(
  'business_subscriptions',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    status: text('status').$type<'active' | 'trialing' | 'past_due' | 'cancelled' | 'expired'>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endDate: timestamp('end_date', { withTimezone: true }),
  },
  (t) => [index('business_subscriptions_business_idx').on(t.businessId)],
)

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: serial('id').primaryKey(),
  // Stored lower-cased, so one address is one subscription whatever its spelling.
  email: text('email').notNull().unique(),
  language: text('language').notNull(),
  status: text('status').$type<'subscribed' | 'unsubscribed'>().notNull().default('subscribed'),
  consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
})

// Seeding is idempotent across processes: one row per applied seed version.
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  details: jsonb('details').$type<Record<string, number>>().notNull().default({}),
})

// Accounts (issue 4). Emails are stored lower-cased; passwords only as argon2id hashes.
export type UserRole = 'user' | 'business_owner' | 'admin'

export const users = pgTable('users', {
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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

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

/** Failed sign-ins per account ('email:…') and per address ('ip:…'), for throttling across processes. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    subject: text('subject').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_failures_subject_idx').on(t.subject, t.at)],
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
