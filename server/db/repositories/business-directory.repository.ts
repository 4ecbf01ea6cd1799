import { and, asc, count, desc, eq, ilike, inArray, isNotNull, max, or, sql, type SQL } from 'drizzle-orm'
import type { MergeOutcome as MergeResult } from '@domain/admin/business-directory'
import type { ListingStatus } from '@domain/business/listing-status'
import type { Db } from '../db'
import {
  businesses,
  businessSearch,
  businessMessages,
  businessPhotos,
  businessSlugHistory,
  claims,
  reviews,
  users,
} from '../schema'
import { listingQuery, withReasons, type PersonRecord, type QueueListingRecord } from './claims.repository'
import { escapeLike } from './like-pattern'
import { isPublishedReview } from './reviews.repository'

// The admin's directory of every business, whatever its status, and the admin's changes to one.

export type DirectoryFilter = {
  status?: ListingStatus
  /** Already folded like the search column (lower case, no accents). */
  foldedName?: string
  /** The search core's keys of the text (search-key.ts): the name holds words that start with each. */
  nameKeys?: string[]
  id?: number
}

export type DirectoryPage = DirectoryFilter & { limit: number; offset: number }

/**
 * One page of businesses that match; the review queue (pending_review) reads oldest first. The page's ids are
 * read first, from an index alone where the filter allows (a deep page walks index entries, not rows and their
 * owners), and only those rows are fetched.
 */
export async function listDirectory(db: Db, page: DirectoryPage): Promise<QueueListingRecord[]> {
  const order =
    page.status === 'pending_review' ? [asc(businesses.createdAt), asc(businesses.id)] : [desc(businesses.id)]
  const ids = db
    .select({ id: businesses.id })
    .from(businesses)
    .where(directoryWhere(page))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset)
  const rows = await listingQuery(db)
    .where(inArray(businesses.id, ids))
    .orderBy(...order)
  return withReasons(db, rows)
}

/** How many businesses match the filter. */
export async function countDirectory(db: Db, filter: DirectoryFilter): Promise<number> {
  const [counted] = await db.select({ n: count() }).from(businesses).where(directoryWhere(filter))
  return Number(counted?.n ?? 0)
}

function directoryWhere({ status, foldedName, nameKeys, id }: DirectoryFilter): SQL | undefined {
  // The folded name column has a trigram index, so a substring search stays fast on a large directory; the
  // search document finds the name typed in Greeklish or in another word form, as the public search does.
  const byName = foldedName ? ilike(businesses.searchName, `%${escapeLike(foldedName)}%`) : undefined
  // A one-letter key is matched whole, as the public search matches it: as a prefix it would match nearly every name.
  const byKeys = nameKeys?.length
    ? sql`${businesses.id} in (select ${businessSearch.businessId} from ${businessSearch} where ${businessSearch.names} @@ to_tsquery('simple', ${nameKeys.map((k) => (k.length >= 2 ? `${k}:*` : k)).join(' & ')}))`
    : undefined
  const byText = or(id === undefined ? undefined : eq(businesses.id, id), byName, byKeys)
  return and(status ? eq(businesses.status, status) : undefined, byText)
}

export type DirectoryFacts = {
  id: number
  slug: string
  status: ListingStatus
  verified: boolean
  featured: boolean
  rating: number
  reviewCount: number
  createdAt: Date
  updatedAt: Date
  owner: PersonRecord | null
}

/** What the admin sees of a business beyond its listing; null when there is none. */
export async function findDirectoryFacts(db: Db, id: number): Promise<DirectoryFacts | null> {
  const [row] = await db
    .select({
      id: businesses.id,
      slug: businesses.slug,
      status: businesses.status,
      verified: businesses.verified,
      featured: businesses.featured,
      rating: businesses.rating,
      reviewCount: businesses.reviewCount,
      createdAt: businesses.createdAt,
      updatedAt: businesses.updatedAt,
      ownerId: users.id,
      ownerName: users.name,
      ownerEmail: users.email,
    })
    .from(businesses)
    .leftJoin(users, eq(users.id, businesses.ownerId))
    .where(eq(businesses.id, id))
    .limit(1)
  if (!row) return null
  const { ownerId, ownerName, ownerEmail, ...facts } = row
  const owner =
    ownerId !== null && ownerName !== null && ownerEmail !== null
      ? { id: ownerId, name: ownerName, email: ownerEmail }
      : null
  return { ...facts, owner }
}

export async function setDirectoryStatus(db: Db, id: number, status: ListingStatus, at: Date): Promise<void> {
  await db.update(businesses).set({ status, updatedAt: at }).where(eq(businesses.id, id))
}

export async function setDirectoryFlags(
  db: Db,
  id: number,
  flags: { verified?: boolean; featured?: boolean },
  at: Date,
): Promise<void> {
  await db
    .update(businesses)
    .set({ ...flags, updatedAt: at })
    .where(eq(businesses.id, id))
}

/** What a merge moved, and the kept business's rating after it. */
export type MergeOutcome = Omit<MergeResult, 'mergedId' | 'keptId'>

const MERGED_CLAIM_REASON = 'The business was merged into another listing of the same place.'

/**
 * Moves a duplicate's reviews (their replies and photos follow them), photos and messages to the kept business,
 * makes its slugs answer for the kept one, closes its open claims (kept, moved, for the claimant's history),
 * recomputes the kept one's rating and deletes the duplicate: all or nothing. Null when either is missing.
 */
export async function mergeBusinesses(
  db: Db,
  duplicateId: number,
  keptId: number,
  at: Date,
): Promise<MergeOutcome | null> {
  return db.transaction(async (tx) => {
    const locked = await tx
      .select({
        id: businesses.id,
        slug: businesses.slug,
        image: businesses.image,
        images: businesses.images,
      })
      .from(businesses)
      .where(inArray(businesses.id, [duplicateId, keptId]))
      .orderBy(asc(businesses.id))
      .for('update')
    const duplicate = locked.find((b) => b.id === duplicateId)
    const kept = locked.find((b) => b.id === keptId)
    if (!duplicate || !kept) return null

    // One review per account and business: the kept business's own review of an account wins.
    const keptAuthors = tx
      .select({ userId: reviews.userId })
      .from(reviews)
      .where(and(eq(reviews.businessId, keptId), isNotNull(reviews.userId)))
    await tx
      .delete(reviews)
      .where(and(eq(reviews.businessId, duplicateId), inArray(reviews.userId, keptAuthors)))
    const movedReviews = await tx
      .update(reviews)
      .set({ businessId: keptId })
      .where(eq(reviews.businessId, duplicateId))
      .returning({ id: reviews.id })

    const [last] = await tx
      .select({ position: max(businessPhotos.position) })
      .from(businessPhotos)
      .where(eq(businessPhotos.businessId, keptId))
    const movedPhotos = await tx
      .update(businessPhotos)
      .set({
        businessId: keptId,
        isCover: false,
        position: sql`${businessPhotos.position} + ${(last?.position ?? -1) + 1}`,
      })
      .where(eq(businessPhotos.businessId, duplicateId))
      .returning({ id: businessPhotos.id })
    const movedMessages = await tx
      .update(businessMessages)
      .set({ businessId: keptId })
      .where(eq(businessMessages.businessId, duplicateId))
      .returning({ id: businessMessages.id })

    await tx
      .update(businessSlugHistory)
      .set({ businessId: keptId })
      .where(eq(businessSlugHistory.businessId, duplicateId))
    await tx
      .insert(businessSlugHistory)
      .values({ slug: duplicate.slug, businessId: keptId, replacedAt: at })
      .onConflictDoUpdate({ target: businessSlugHistory.slug, set: { businessId: keptId, replacedAt: at } })

    await tx
      .update(claims)
      .set({ status: 'rejected', rejectionReason: MERGED_CLAIM_REASON, decidedAt: at })
      .where(and(eq(claims.businessId, duplicateId), inArray(claims.status, ['pending', 'verified'])))
    await tx.update(claims).set({ businessId: keptId }).where(eq(claims.businessId, duplicateId))

    await tx.delete(businesses).where(eq(businesses.id, duplicateId))
    // Held and hidden reviews move too, but only published ones count, as everywhere a rating is computed.
    const published = and(eq(reviews.businessId, keptId), isPublishedReview)
    const [totals] = await tx
      .update(businesses)
      .set({
        // The public page reads these columns; the moved photos follow the kept one's own.
        images: [...kept.images, ...duplicate.images.filter((i) => !kept.images.includes(i))],
        image: kept.image ?? duplicate.image,
        rating: sql`(select coalesce(round(avg(${reviews.rating})::numeric, 1), 0)::real from ${reviews} where ${published})`,
        reviewCount: sql`(select count(*)::int from ${reviews} where ${published})`,
        updatedAt: at,
      })
      .where(eq(businesses.id, keptId))
      .returning({ rating: businesses.rating, reviewCount: businesses.reviewCount })
    return {
      slug: kept.slug,
      rating: totals?.rating ?? 0,
      reviewCount: totals?.reviewCount ?? 0,
      movedReviews: movedReviews.length,
      movedPhotos: movedPhotos.length,
      movedMessages: movedMessages.length,
    }
  })
}
