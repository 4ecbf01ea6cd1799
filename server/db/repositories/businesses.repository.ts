import { and, asc, desc, eq, exists, gte, inArray, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db'
import {
  amenities,
  businessAmenities,
  businessCategories,
  businesses,
  businessSlugHistory,
  categories,
  users,
} from '../schema'
import type { UserRecord } from './users.repository'

export const summaryColumns = {
  id: businesses.id,
  slug: businesses.slug,
  name: businesses.name,
  description: businesses.description,
  logo: businesses.logo,
  image: businesses.image,
  rating: businesses.rating,
  reviewCount: businesses.reviewCount,
  verified: businesses.verified,
  featured: businesses.featured,
  city: businesses.city,
  citySlug: businesses.citySlug,
  address: businesses.address,
  phone: businesses.phone,
  lat: businesses.lat,
  lng: businesses.lng,
  priceRange: businesses.priceRange,
  createdAt: businesses.createdAt,
  permanentlyClosedAt: businesses.permanentlyClosedAt,
}

export type BusinessRow = Pick<typeof businesses.$inferSelect, keyof typeof summaryColumns>
export type BusinessCategoryLink = { businessId: number; categoryId: number }
export type BusinessSummaryRecord = BusinessRow & { categoryIds: number[] }
export type BusinessDetailRecord = BusinessSummaryRecord & {
  images: string[]
  email: string | null
  website: string | null
  hours: (typeof businesses.$inferSelect)['hours']
  closedDates: string[]
  amenities: Array<typeof amenities.$inferSelect>
}

/** Spec: only an approved listing is public; every public read of businesses carries this condition. */
export const isPublicBusiness: SQL = eq(businesses.status, 'approved')

// Default order: featured first, then the best rated with the most reviews; the id keeps pages stable.
const defaultOrder = [
  desc(businesses.featured),
  desc(businesses.rating),
  desc(businesses.reviewCount),
  asc(businesses.id),
]

export async function listFeaturedBusinesses(db: Db, limit: number): Promise<BusinessSummaryRecord[]> {
  const rows = await db
    .select(summaryColumns)
    .from(businesses)
    .where(and(isPublicBusiness, eq(businesses.featured, true)))
    .orderBy(...defaultOrder)
    .limit(limit)
  return withCategoryIds(db, rows)
}

// A single glowing review is not "highest rated": a business needs a few reviews to rank.
const MIN_REVIEWS_TO_RANK = 3

export async function listHighestRatedBusinesses(db: Db, limit: number): Promise<BusinessSummaryRecord[]> {
  const rows = await db
    .select(summaryColumns)
    .from(businesses)
    .where(and(isPublicBusiness, gte(businesses.reviewCount, MIN_REVIEWS_TO_RANK)))
    .orderBy(desc(businesses.rating), desc(businesses.reviewCount), asc(businesses.id))
    .limit(limit)
  return withCategoryIds(db, rows)
}

export async function listNewestBusinesses(db: Db, limit: number): Promise<BusinessSummaryRecord[]> {
  const rows = await db
    .select(summaryColumns)
    .from(businesses)
    .where(isPublicBusiness)
    .orderBy(desc(businesses.createdAt), desc(businesses.id))
    .limit(limit)
  return withCategoryIds(db, rows)
}

export async function findBusinessById(db: Db, id: number): Promise<BusinessDetailRecord | null> {
  const [row] = await detailQueriesOf(db).byId.execute({ id })
  return row ?? null
}

export async function findBusinessBySlug(db: Db, slug: string): Promise<BusinessDetailRecord | null> {
  const [row] = await detailQueriesOf(db).bySlug.execute({ slug })
  return row ?? null
}

/** The current slug of a public business that once had `formerSlug`; null when none did. */
export async function currentSlugOf(db: Db, formerSlug: string): Promise<string | null> {
  const [row] = await db
    .select({ slug: businesses.slug })
    .from(businessSlugHistory)
    .innerJoin(businesses, eq(businesses.id, businessSlugHistory.businessId))
    .where(and(eq(businessSlugHistory.slug, formerSlug), isPublicBusiness))
    .limit(1)
  return row?.slug ?? null
}

/** A public business by its slug or, when it was renamed, by a slug it had before (its generated images). */
export async function findBusinessBySlugOrFormer(db: Db, slug: string): Promise<BusinessDetailRecord | null> {
  const found = await findBusinessBySlug(db, slug)
  if (found) return found
  const current = await currentSlugOf(db, slug)
  return current ? findBusinessBySlug(db, current) : null
}

/** Whether any listing, public or not, has this id: for the admins' actions. */
export async function listingExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, id)).limit(1)
  return rows.length > 0
}

/** Who owns a business, public or not, and where its listing stands: what the owner rule reads. */
export type BusinessOwnershipRecord = Pick<
  typeof businesses.$inferSelect,
  'id' | 'slug' | 'ownerId' | 'status'
>

export async function findBusinessOwnership(db: Db, id: number): Promise<BusinessOwnershipRecord | null> {
  const [row] = await db
    .select({
      id: businesses.id,
      slug: businesses.slug,
      ownerId: businesses.ownerId,
      status: businesses.status,
    })
    .from(businesses)
    .where(eq(businesses.id, id))
    .limit(1)
  return row ?? null
}

/** Whether a public (approved) business has this id. */
export async function businessExists(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(isPublicBusiness, eq(businesses.id, id)))
    .limit(1)
  return rows.length > 0
}

// A business's page in one query (row, category ids in their order, amenities), prepared once per database: it
// was four round trips on the embedded database's single connection. The outer table is named in full inside the
// subqueries: drizzle writes a one-table select's columns unqualified, and a bare `id` there would be the inner one.
const detailQueries = new WeakMap<Db, ReturnType<typeof prepareDetailQueries>>()

function detailQueriesOf(db: Db) {
  let queries = detailQueries.get(db)
  if (!queries) {
    queries = prepareDetailQueries(db)
    detailQueries.set(db, queries)
  }
  return queries
}

/** Public businesses by id, in the order asked; ids that are no public business are left out (saved lists). */
export async function findBusinessesByIds(db: Db, ids: readonly number[]): Promise<BusinessDetailRecord[]> {
  if (ids.length === 0) return []
  const rows = await detailSelect(db).where(and(isPublicBusiness, inArray(businesses.id, [...ids])))
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

function prepareDetailQueries(db: Db) {
  const detail = () => detailSelect(db)
  return {
    byId: detail()
      .where(and(isPublicBusiness, eq(businesses.id, sql.placeholder('id'))))
      .limit(1)
      .prepare('business_detail_by_id'),
    bySlug: detail()
      .where(and(isPublicBusiness, eq(businesses.slug, sql.placeholder('slug'))))
      .limit(1)
      .prepare('business_detail_by_slug'),
  }
}

function detailSelect(db: Db) {
  return db
    .select({
      ...summaryColumns,
      images: businesses.images,
      email: businesses.email,
      website: businesses.website,
      hours: businesses.hours,
      closedDates: businesses.closedDates,
      categoryIds: sql<number[]>`coalesce((
          select array_agg(bc.category_id order by bc.position)
          from ${businessCategories} bc join ${categories} c on c.id = bc.category_id
          where bc.business_id = ${businesses}.id), '{}')`.mapWith((ids: unknown) => toNumbers(ids)),
      amenities: sql<BusinessDetailRecord['amenities']>`coalesce((
          select json_agg(json_build_object('id', a.id, 'slug', a.slug, 'name', a.name, 'icon', a.icon) order by a.id)
          from ${businessAmenities} ba join ${amenities} a on a.id = ba.amenity_id
          where ba.business_id = ${businesses}.id), '[]')`,
    })
    .from(businesses)
}

/** An int array as either driver returns it (parsed, or PostgreSQL's `{1,2}` text). */
function toNumbers(value: unknown): number[] {
  if (Array.isArray(value)) return value.map(Number)
  if (typeof value === 'string') return value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number)
  return []
}

export function inCategories(db: Db, categoryIds: number[]): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(businessCategories)
      .where(
        and(
          eq(businessCategories.businessId, businesses.id),
          inArray(businessCategories.categoryId, categoryIds),
        ),
      ),
  )
}

export async function withCategoryIds<T extends { id: number }>(
  db: Db,
  rows: T[],
): Promise<Array<T & { categoryIds: number[] }>> {
  if (rows.length === 0) return []
  const links = await db
    .select({ businessId: businessCategories.businessId, categoryId: businessCategories.categoryId })
    .from(businessCategories)
    .innerJoin(categories, eq(categories.id, businessCategories.categoryId))
    .where(
      inArray(
        businessCategories.businessId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(businessCategories.position))
  return rows.map((r) => ({
    ...r,
    categoryIds: links.filter((l) => l.businessId === r.id).map((l) => l.categoryId),
  }))
}

/** Makes the account the business's one owner, and a plain user a business_owner, together. */
export async function setBusinessOwner(
  db: Db,
  businessId: number,
  owner: UserRecord,
  at: Date,
): Promise<void> {
  await db.transaction((tx) => assignBusinessOwner(tx, businessId, owner.id, at))
}

type Writer = Pick<Db, 'update'>

/**
 * Inside the caller's transaction (an admin's transfer, an approved claim): the account becomes the business's one
 * owner, replacing any other, and a plain `user` becomes a `business_owner` (an admin stays admin).
 */
export async function assignBusinessOwner(
  tx: Writer,
  businessId: number,
  userId: number,
  at: Date,
): Promise<void> {
  await tx.update(businesses).set({ ownerId: userId, updatedAt: at }).where(eq(businesses.id, businessId))
  await promoteToOwner(tx, userId, at)
}

/** A plain `user` becomes a `business_owner`; any other role stays. No session changes. */
export async function promoteToOwner(tx: Writer, userId: number, at: Date): Promise<void> {
  await tx
    .update(users)
    .set({ role: 'business_owner', updatedAt: at })
    .where(and(eq(users.id, userId), eq(users.role, 'user')))
}
