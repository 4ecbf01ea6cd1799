import { and, asc, desc, eq, inArray, like, or, sql } from 'drizzle-orm'
import type { ListingStatus } from '@domain/business/listing-status'
import type { Db } from '../db'
import { refreshSearchDocuments } from './search-documents.repository'
import { escapeLike } from './like-pattern'
import {
  amenities,
  businessAmenities,
  businessCategories,
  businesses,
  businessSlugHistory,
  categories,
} from '../schema'

// The owner's side of the directory: listings whatever their status, written by their owner or an admin.

type BusinessRow = typeof businesses.$inferSelect

const listingColumns = {
  id: businesses.id,
  slug: businesses.slug,
  status: businesses.status,
  ownerId: businesses.ownerId,
  name: businesses.name,
  description: businesses.description,
  city: businesses.city,
  citySlug: businesses.citySlug,
  address: businesses.address,
  lat: businesses.lat,
  lng: businesses.lng,
  phone: businesses.phone,
  email: businesses.email,
  website: businesses.website,
  hours: businesses.hours,
  closedDates: businesses.closedDates,
  priceRange: businesses.priceRange,
  featured: businesses.featured,
  images: businesses.images,
}

export type ListingRecord = Pick<BusinessRow, keyof typeof listingColumns> & {
  categoryIds: number[]
  amenitySlugs: string[]
}

/** The columns an owner writes; the database keeps the rest (search columns, rating, review count). */
export type ListingValues = Pick<
  BusinessRow,
  | 'name'
  | 'description'
  | 'city'
  | 'citySlug'
  | 'address'
  | 'lat'
  | 'lng'
  | 'phone'
  | 'email'
  | 'website'
  | 'hours'
  | 'closedDates'
  | 'priceRange'
>

/** An owner's new listing waits in review; an admin's is approved at once and may have no owner yet. */
export type NewListingRecord = ListingValues & {
  slug: string
  ownerId: number | null
  status: ListingStatus
  createdAt: Date
}

export type ListingChanges = Partial<ListingValues> & {
  slug?: string
  featured?: boolean
  categoryIds?: number[]
  amenityIds?: number[]
  updatedAt: Date
}

export async function listListingsOwnedBy(db: Db, ownerId: number): Promise<ListingRecord[]> {
  const rows = await db
    .select(listingColumns)
    .from(businesses)
    .where(eq(businesses.ownerId, ownerId))
    .orderBy(desc(businesses.createdAt), desc(businesses.id))
  return withLinks(db, rows)
}

export async function findListing(db: Db, id: number): Promise<ListingRecord | null> {
  const rows = await db.select(listingColumns).from(businesses).where(eq(businesses.id, id)).limit(1)
  const [found] = await withLinks(db, rows)
  return found ?? null
}

export async function countListingsInStatus(db: Db, ownerId: number, status: ListingStatus): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(businesses)
    .where(and(eq(businesses.ownerId, ownerId), eq(businesses.status, status)))
  return Number(row?.n ?? 0)
}

/** The slugs already in use (current or former) that start like `base`, for choosing base, base-2, base-3 … */
export async function slugsLike(db: Db, base: string): Promise<Set<string>> {
  const pattern = `${escapeLike(base)}-%`
  const [current, former] = await Promise.all([
    db
      .select({ slug: businesses.slug })
      .from(businesses)
      .where(or(eq(businesses.slug, base), like(businesses.slug, pattern))),
    db
      .select({ slug: businessSlugHistory.slug })
      .from(businessSlugHistory)
      .where(or(eq(businessSlugHistory.slug, base), like(businessSlugHistory.slug, pattern))),
  ])
  return new Set([...current, ...former].map((r) => r.slug))
}

export async function insertListing(
  db: Db,
  listing: NewListingRecord,
  links: { categoryIds: number[]; amenityIds: number[] },
): Promise<{ id: number; slug: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(businesses)
      .values({
        ...listing,
        updatedAt: listing.createdAt,
        images: [],
      })
      .returning({ id: businesses.id, slug: businesses.slug })
    if (!row) throw new Error('the new business was not inserted')
    await writeLinks(tx, row.id, links)
    await refreshSearchDocuments(tx, [row.id])
    return row
  })
}

/** Writes the changes; a new slug keeps the old one answering (301) and frees it if the business had it before. */
export async function updateListing(db: Db, id: number, changes: ListingChanges): Promise<void> {
  const { categoryIds, amenityIds, ...columns } = changes
  await db.transaction(async (tx) => {
    if (columns.slug) {
      const [current] = await tx
        .select({ slug: businesses.slug })
        .from(businesses)
        .where(eq(businesses.id, id))
      if (current && current.slug !== columns.slug) {
        await tx.delete(businessSlugHistory).where(eq(businessSlugHistory.slug, columns.slug))
        await tx
          .insert(businessSlugHistory)
          .values({ slug: current.slug, businessId: id, replacedAt: changes.updatedAt })
          .onConflictDoNothing()
      }
    }
    await tx.update(businesses).set(columns).where(eq(businesses.id, id))
    if (categoryIds) {
      await tx.delete(businessCategories).where(eq(businessCategories.businessId, id))
      await writeLinks(tx, id, { categoryIds, amenityIds: [] })
    }
    if (amenityIds) {
      await tx.delete(businessAmenities).where(eq(businessAmenities.businessId, id))
      await writeLinks(tx, id, { categoryIds: [], amenityIds })
    }
    await refreshSearchDocuments(tx, [id])
  })
}

/** The ids of these categories that exist. */
export async function existingCategoryIds(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return []
  const rows = await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids))
  return rows.map((r) => r.id)
}

/** Amenity ids by slug, for the slugs that exist. */
export async function amenityIdsBySlug(db: Db, slugs: string[]): Promise<Map<string, number>> {
  if (slugs.length === 0) return new Map()
  const rows = await db
    .select({ id: amenities.id, slug: amenities.slug })
    .from(amenities)
    .where(inArray(amenities.slug, slugs))
  return new Map(rows.map((r) => [r.slug, r.id]))
}

/** A city's name in the three languages, from a listing already in it; null for a city the directory lacks. */
export async function cityNameOf(db: Db, citySlug: string): Promise<BusinessRow['city'] | null> {
  const [row] = await db
    .select({ city: businesses.city })
    .from(businesses)
    .where(eq(businesses.citySlug, citySlug))
    .orderBy(asc(businesses.id))
    .limit(1)
  return row?.city ?? null
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

async function writeLinks(
  tx: Tx,
  businessId: number,
  links: { categoryIds: number[]; amenityIds: number[] },
) {
  if (links.categoryIds.length > 0)
    await tx
      .insert(businessCategories)
      .values(links.categoryIds.map((categoryId, position) => ({ businessId, categoryId, position })))
  if (links.amenityIds.length > 0)
    await tx
      .insert(businessAmenities)
      .values(links.amenityIds.map((amenityId) => ({ businessId, amenityId })))
}

async function withLinks<T extends { id: number }>(
  db: Db,
  rows: T[],
): Promise<Array<T & { categoryIds: number[]; amenitySlugs: string[] }>> {
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const [categoryLinks, amenityLinks] = await Promise.all([
    db
      .select({ businessId: businessCategories.businessId, categoryId: businessCategories.categoryId })
      .from(businessCategories)
      .where(inArray(businessCategories.businessId, ids))
      .orderBy(asc(businessCategories.position)),
    db
      .select({ businessId: businessAmenities.businessId, slug: amenities.slug })
      .from(businessAmenities)
      .innerJoin(amenities, eq(amenities.id, businessAmenities.amenityId))
      .where(inArray(businessAmenities.businessId, ids))
      .orderBy(asc(amenities.id)),
  ])
  return rows.map((r) => ({
    ...r,
    categoryIds: categoryLinks.filter((l) => l.businessId === r.id).map((l) => l.categoryId),
    amenitySlugs: amenityLinks.filter((l) => l.businessId === r.id).map((l) => l.slug),
  }))
}
