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
import type { PlanFeatures } from '@domain/plans/plan-features'
import type { WeeklyHours } from '@domain/hours/opening-hours'
import { FOLD_FROM, FOLD_TO } from '@domain/search/fold-text'
import type { ListingStatus } from '@domain/business/listing-status'
import { users } from './accounts'
import { localized } from './columns'

// The directory: businesses, their categories, amenities and opening hours, and the plans they subscribe to.

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })
const int4multirange = customType<{ data: string }>({ dataType: () => 'int4multirange' })

// Every language of a multilingual JSONB column as one text, for the search columns below.
const allLanguages = (column: string) =>
  `coalesce(${column}->>'en', '') || ' ' || coalesce(${column}->>'el', '') || ' ' || coalesce(${column}->>'ru', '')`

// Case and accents do not matter in search: lower-case, then drop the Greek tonos/dialytika and Russian ё, with the
// table the query side folds with; translate() is immutable (a generated column needs that), unlike unaccent().
const folded = (text: string) => `translate(lower(${text}), '${FOLD_FROM}', '${FOLD_TO}')`

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
    /** Holiday closures: Cyprus dates (YYYY-MM-DD) the business is closed whatever its weekly hours say. */
    closedDates: jsonb('closed_dates').$type<string[]>().notNull().default([]),
    priceRange: smallint('price_range'),
    rating: real('rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    verified: boolean('verified').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    /** Only 'approved' listings are public; an added business waits in 'pending_review' for an admin. */
    status: text('status').$type<ListingStatus>().notNull().default('approved'),
    /** The one approved owner (a claim approved, or the account that added it); null while nobody owns it. */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** Set when the business closed for good (an accepted edit suggestion): the listing stays, marked closed. */
    permanentlyClosedAt: timestamp('permanently_closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The id an imported row has in the operator's own records: `npm run import` updates by it, never duplicates. */
    externalId: text('external_id'),
    // The admin directory's substring search over the names in every language, lower-cased (pg_trgm index).
    searchName: text('search_name').generatedAlwaysAs(sql.raw(folded(allLanguages('name')))),
    // The opening hours as minutes of the Cyprus week (Monday 00:00 = 0), for an indexed "open now":
    // business_open_week() is an immutable SQL function of the listing-performance migration.
    openWeek: int4multirange('open_week').generatedAlwaysAs(sql.raw('business_open_week(hours)')),
  },
  (t) => [
    uniqueIndex('businesses_slug_idx').on(t.slug),
    uniqueIndex('businesses_external_id_idx').on(t.externalId),
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
    index('businesses_owner_idx')
      .on(t.ownerId)
      .where(sql`${t.ownerId} IS NOT NULL`),
    // The admin's work queue and the directory's status filter: one status, oldest first, read in order.
    index('businesses_status_created_idx').on(t.status, t.createdAt, t.id),
    // The directory's other statuses, newest first: a page's ids, however deep, are read from this index alone.
    index('businesses_status_id_idx').on(t.status, t.id),
  ],
)

/**
 * A business as the search reads it: its search document (src/domain/search/search-document.ts), written with every
 * change to the business, its categories or its town (search-documents.repository.ts) — the keys in four weights,
 * the names' keys and sounds for name ranking, the names' words for the typo vocabulary ("key:word") and the
 * version that built it — beside copies of the few columns the search filters and ranks by, which a trigger on
 * businesses keeps equal (search-table migration). A search ranks thousands of these narrow rows, 60 to a page,
 * without reading the wide business rows (docs/performance.md).
 */
export const businessSearch = pgTable(
  'business_search',
  {
    businessId: integer('business_id')
      .primaryKey()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    status: text('status').$type<ListingStatus>().notNull(),
    citySlug: text('city_slug').notNull(),
    featured: boolean('featured').notNull(),
    rating: real('rating').notNull(),
    reviewCount: integer('review_count').notNull(),
    /**
     * The business's latest subscription in a status that counts (active, trialing, past due), kept by triggers on
     * business_subscriptions and plans: the place its plan buys in search results (top 2, boosted 1, standard 0)
     * and when it starts; null without one. A search at a moment before planFrom (a change scheduled for later)
     * reads the subscriptions themselves.
     */
    planRank: smallint('plan_rank').notNull().default(0),
    planFrom: timestamp('plan_from', { withTimezone: true }),
    /** The business's own categories (a search asks for a category with its descendants). */
    categoryIds: integer('category_ids').array().notNull(),
    document: tsvector('document').notNull(),
    names: tsvector('names').notNull(),
    nameKeys: text('name_keys').notNull(),
    nameSounds: text('name_sounds').notNull(),
    terms: text('terms').array().notNull(),
    version: smallint('version').notNull(),
  },
  (t) => [
    index('business_search_document_idx').using('gin', t.document),
    index('business_search_names_idx').using('gin', t.names),
    index('business_search_category_ids_idx').using('gin', t.categoryIds),
    // A town's count (countListings). On the expression lower(city_slug), which only the counts write: a search in a
    // town, kept from sequential scans, would walk an index of the town itself and read each of its documents
    // instead of asking the documents' index.
    index('business_search_town_count_idx').on(sql`lower(${t.citySlug})`),
    // The suggestions' most prominent matches first (plan, featured, rating, reviews). Rating and reviews are
    // negated so that no filter ("rating >= 4") can be answered through this index: the planner would walk all of
    // it and read each document instead of asking the documents' index.
    index('business_search_prominence_idx').on(
      t.planRank.desc().nullsFirst(),
      t.featured.desc().nullsFirst(),
      sql`(-${t.rating})`,
      sql`(-${t.reviewCount})`,
      t.businessId,
    ),
  ],
)

/** A renamed listing's former slugs: its old address keeps answering, with a 301 to the current one. */
export const businessSlugHistory = pgTable(
  'business_slug_history',
  {
    slug: text('slug').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('business_slug_history_business_idx').on(t.businessId)],
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

/**
 * The words of the businesses' names, by key, with how many businesses' names hold them: what a misspelt word of a
 * search is corrected to. A trigger on business_search keeps the counts (search-vocabulary migration).
 */
export const searchVocabulary = pgTable(
  'search_vocabulary',
  {
    term: text('term').primaryKey(),
    /** One written form of the key, lower-case: what "Did you mean" shows. */
    word: text('word').notNull(),
    businessCount: integer('business_count').notNull().default(0),
  },
  (t) => [index('search_vocabulary_term_trgm_idx').using('gist', sql`${t.term} gist_trgm_ops`)],
)
