import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm'
import type { QueueStatus } from '@domain/moderation/moderation'
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../db'
import { businesses, businessPhotos, photoReports, reviewReports, reviews, users } from '../schema'
import type { ReportResolution } from '../schema'
import { syncListingImages, type UrlOf } from './business-photos.repository'
import { isPublicBusiness } from './businesses.repository'
import { isPublishedReview, recomputeRating } from './reviews.repository'

export type ReviewRow = typeof reviews.$inferSelect
export type PhotoRow = typeof businessPhotos.$inferSelect
export type NewReport = {
  itemId: number
  reporterId: number | null
  reporterKey: string
  reason: string
  at: Date
}
export type ReportRow = {
  itemId: number
  reason: string
  createdAt: Date
  reporterName: string | null
  isOpen: boolean
}
export type ItemBusiness = { id: number; slug: string; name: (typeof businesses.$inferSelect)['name'] }
export type QueueReviewRow = {
  review: ReviewRow
  business: ItemBusiness
  authorEmail: string | null
}
export type QueuePhotoRow = { photo: PhotoRow; business: ItemBusiness }
export type Paged<T> = { rows: T[]; total: number }
export type PageQuery = { status: QueueStatus; limit: number; offset: number }

const businessColumns = { id: businesses.id, slug: businesses.slug, name: businesses.name }

/** A review anyone may see (published, of a public business): the only ones that can be reported. */
export async function isPublicReview(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .innerJoin(businesses, eq(businesses.id, reviews.businessId))
    .where(and(eq(reviews.id, id), isPublishedReview, isPublicBusiness))
  return row !== undefined
}

/** A photo shown in a public gallery (not hidden, of a public business). */
export async function isPublicPhoto(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: businessPhotos.id })
    .from(businessPhotos)
    .innerJoin(businesses, eq(businesses.id, businessPhotos.businessId))
    .where(and(eq(businessPhotos.id, id), isNull(businessPhotos.hiddenAt), isPublicBusiness))
  return row !== undefined
}

/** False when the reporter already has an open report on the review (the partial unique index decides). */
export async function insertReviewReport(db: Db, report: NewReport): Promise<boolean> {
  const rows = await db
    .insert(reviewReports)
    .values({ reviewId: report.itemId, ...reportColumns(report) })
    .onConflictDoNothing()
    .returning({ id: reviewReports.id })
  return rows.length > 0
}

export async function insertPhotoReport(db: Db, report: NewReport): Promise<boolean> {
  const rows = await db
    .insert(photoReports)
    .values({ photoId: report.itemId, ...reportColumns(report) })
    .onConflictDoNothing()
    .returning({ id: photoReports.id })
  return rows.length > 0
}

function reportColumns(report: NewReport) {
  return {
    reporterId: report.reporterId,
    reporterKey: report.reporterKey,
    reason: report.reason,
    createdAt: report.at,
  }
}

// The queues are built from the ids of each part (held reviews, reported ones, …), each read from its own index,
// and only then joined to the rows, ordered and paged: an `OR` with an `EXISTS` over the reviews themselves cannot
// use those indexes and reads every review.

/** Reviews waiting for an admin: held by a flag, or with a report not yet decided. A review in both appears once. */
function reviewsWaiting(db: Db) {
  return db
    .select({ id: reviews.id })
    .from(reviews)
    .where(eq(reviews.status, 'held'))
    .union(
      db.select({ id: reviewReports.reviewId }).from(reviewReports).where(isNull(reviewReports.resolvedAt)),
    )
}

/** Reviews an admin decided (hidden, or with reports an admin closed) and that no longer wait. */
function reviewsDecided(db: Db) {
  return db
    .select({ id: reviews.id })
    .from(reviews)
    .where(eq(reviews.status, 'hidden'))
    .union(
      db
        .select({ id: reviewReports.reviewId })
        .from(reviewReports)
        .where(isNotNull(reviewReports.resolvedAt)),
    )
    .except(reviewsWaiting(db))
}

/**
 * Reviews waiting for an admin (held by a flag, or reported and not yet decided), or those decided (hidden, or
 * with reports an admin closed). Oldest first while open, newest first once resolved.
 */
export async function listReviewQueue(db: Db, query: PageQuery): Promise<Paged<QueueReviewRow>> {
  const queue = pageOfQueue(
    db,
    query.status === 'open' ? reviewsWaiting(db) : reviewsDecided(db),
    reviews,
    query,
  )
  const [rows, [count]] = await Promise.all([
    reviewPage(db, inArray(reviews.id, queue.ids), { limit: query.limit, offset: 0 }, orderOf(query.status)),
    queue.total,
  ])
  return { rows, total: Number(count?.n ?? 0) }
}

/**
 * The ids of one page of a queue and the queue's total. Each id's creation time is read by its key: joining the
 * ids to their table instead lets the planner read the whole table to hash it, whatever few ids there are.
 */
function pageOfQueue(
  db: Db,
  items: TypedQueryBuilder<{ id: AnyPgColumn }>,
  table: typeof reviews | typeof businessPhotos,
  page: PageQuery,
) {
  const queued = db.$with('queued').as(items)
  const by = page.status === 'open' ? asc : desc
  const createdAt = sql`(select ${table.createdAt} from ${table} where ${table.id} = ${queued.id})`
  return {
    ids: db
      .with(queued)
      .select({ id: queued.id })
      .from(queued)
      .orderBy(by(createdAt), by(queued.id))
      .limit(page.limit)
      .offset(page.offset),
    total: db
      .with(queued)
      .select({ n: sql<number>`count(*)::int` })
      .from(queued),
  }
}

const orderOf = (status: QueueStatus): 'asc' | 'desc' => (status === 'open' ? 'asc' : 'desc')

/** An account's reviews, hidden and held ones included, newest first. */
export async function listReviewsOfUser(
  db: Db,
  userId: number,
  page: { limit: number; offset: number },
): Promise<Paged<QueueReviewRow>> {
  return pageOfReviews(db, eq(reviews.userId, userId), page, 'desc')
}

async function pageOfReviews(
  db: Db,
  where: SQL | undefined,
  page: { limit: number; offset: number },
  order: 'asc' | 'desc',
): Promise<Paged<QueueReviewRow>> {
  const [rows, [count]] = await Promise.all([
    reviewPage(db, where, page, order),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(reviews)
      .where(where),
  ])
  return { rows, total: Number(count?.n ?? 0) }
}

function reviewPage(
  db: Db,
  where: SQL | undefined,
  page: { limit: number; offset: number },
  order: 'asc' | 'desc',
): Promise<QueueReviewRow[]> {
  const by = order === 'asc' ? asc : desc
  return db
    .select({ review: reviews, business: businessColumns, authorEmail: users.email })
    .from(reviews)
    .innerJoin(businesses, eq(businesses.id, reviews.businessId))
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(where)
    .orderBy(by(reviews.createdAt), by(reviews.id))
    .limit(page.limit)
    .offset(page.offset)
}

export async function findQueueReview(db: Db, id: number): Promise<QueueReviewRow | null> {
  const [row] = await reviewPage(db, eq(reviews.id, id), { limit: 1, offset: 0 }, 'asc')
  return row ?? null
}

/** Every report of the given reviews, open and closed (the item's history), oldest first. */
export async function reportsOfReviews(db: Db, ids: number[]): Promise<ReportRow[]> {
  if (ids.length === 0) return []
  return db
    .select({
      itemId: reviewReports.reviewId,
      reason: reviewReports.reason,
      createdAt: reviewReports.createdAt,
      reporterName: users.name,
      isOpen: sql<boolean>`${reviewReports.resolvedAt} is null`,
    })
    .from(reviewReports)
    .leftJoin(users, eq(users.id, reviewReports.reporterId))
    .where(inArray(reviewReports.reviewId, ids))
    .orderBy(asc(reviewReports.createdAt), asc(reviewReports.id))
}

export async function reportsOfPhotos(db: Db, ids: number[]): Promise<ReportRow[]> {
  if (ids.length === 0) return []
  return db
    .select({
      itemId: photoReports.photoId,
      reason: photoReports.reason,
      createdAt: photoReports.createdAt,
      reporterName: users.name,
      isOpen: sql<boolean>`${photoReports.resolvedAt} is null`,
    })
    .from(photoReports)
    .leftJoin(users, eq(users.id, photoReports.reporterId))
    .where(inArray(photoReports.photoId, ids))
    .orderBy(asc(photoReports.createdAt), asc(photoReports.id))
}

/** Photos with a report not yet decided. */
function photosWaiting(db: Db) {
  return db
    .selectDistinct({ id: photoReports.photoId })
    .from(photoReports)
    .where(isNull(photoReports.resolvedAt))
}

/** Photos an admin decided (hidden, or with reports an admin closed) and that no longer wait. */
function photosDecided(db: Db) {
  return db
    .select({ id: businessPhotos.id })
    .from(businessPhotos)
    .where(isNotNull(businessPhotos.hiddenAt))
    .union(
      db.select({ id: photoReports.photoId }).from(photoReports).where(isNotNull(photoReports.resolvedAt)),
    )
    .except(photosWaiting(db))
}

/** Reported photos waiting for an admin, or those decided (hidden, or with closed reports). */
export async function listPhotoQueue(db: Db, query: PageQuery): Promise<Paged<QueuePhotoRow>> {
  const items = query.status === 'open' ? photosWaiting(db) : photosDecided(db)
  const queue = pageOfQueue(db, items, businessPhotos, query)
  const [rows, [count]] = await Promise.all([
    photoPage(
      db,
      inArray(businessPhotos.id, queue.ids),
      { limit: query.limit, offset: 0 },
      orderOf(query.status),
    ),
    queue.total,
  ])
  return { rows, total: Number(count?.n ?? 0) }
}

function photoPage(
  db: Db,
  where: SQL,
  page: { limit: number; offset: number },
  order: 'asc' | 'desc',
): Promise<QueuePhotoRow[]> {
  const by = order === 'asc' ? asc : desc
  return db
    .select({ photo: businessPhotos, business: businessColumns })
    .from(businessPhotos)
    .innerJoin(businesses, eq(businesses.id, businessPhotos.businessId))
    .where(where)
    .orderBy(by(businessPhotos.createdAt), by(businessPhotos.id))
    .limit(page.limit)
    .offset(page.offset)
}

export async function findQueuePhoto(db: Db, id: number): Promise<QueuePhotoRow | null> {
  const [row] = await photoPage(db, eq(businessPhotos.id, id), { limit: 1, offset: 0 }, 'asc')
  return row ?? null
}

export async function findReview(db: Db, id: number): Promise<ReviewRow | null> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id))
  return row ?? null
}

export async function findPhoto(db: Db, id: number): Promise<PhotoRow | null> {
  const [row] = await db.select().from(businessPhotos).where(eq(businessPhotos.id, id))
  return row ?? null
}

export type ReviewChange =
  | { to: 'hidden'; reason: string; at: Date }
  | { to: 'published'; at: Date; resolution: ReportResolution | null }

/**
 * Hides or publishes a review and closes its open reports, then recomputes the business's rating and review
 * count, in one transaction with the business row locked (a write to the tracked tables bumps the public data
 * version, so cached pages do not keep the old figure).
 */
export async function changeReviewStatus(
  db: Db,
  review: ReviewRow,
  change: ReviewChange,
  adminId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.id, review.businessId))
      .for('update')
    await tx
      .update(reviews)
      .set(
        change.to === 'hidden'
          ? { status: 'hidden', hiddenAt: change.at, hiddenReason: change.reason }
          : { status: 'published', hiddenAt: null, hiddenReason: null },
      )
      .where(eq(reviews.id, review.id))
    const resolution = change.to === 'hidden' ? 'hidden' : change.resolution
    if (resolution)
      await tx
        .update(reviewReports)
        .set({ resolvedAt: change.at, resolvedBy: adminId, resolution })
        .where(and(eq(reviewReports.reviewId, review.id), isNull(reviewReports.resolvedAt)))
    await recomputeRating(tx, review.businessId)
  })
}

/** Closes a photo's open reports; resolves with how many it closed. */
export async function resolvePhotoReports(
  db: Db,
  photoId: number,
  resolution: ReportResolution,
  adminId: number,
  at: Date,
): Promise<number> {
  const rows = await db
    .update(photoReports)
    .set({ resolvedAt: at, resolvedBy: adminId, resolution })
    .where(and(eq(photoReports.photoId, photoId), isNull(photoReports.resolvedAt)))
    .returning({ id: photoReports.id })
  return rows.length
}

/**
 * Sets or clears a photo's hidden mark (null restores it) and rewrites the listing's public images without the
 * hidden ones, in one transaction.
 */
export async function setPhotoHidden(
  db: Db,
  photo: PhotoRow,
  hidden: { at: Date; reason: string } | null,
  urlOf: UrlOf,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(businessPhotos)
      .set({ hiddenAt: hidden?.at ?? null, hiddenReason: hidden?.reason ?? null })
      .where(eq(businessPhotos.id, photo.id))
    await syncListingImages(tx, photo.businessId, urlOf)
  })
}

/** Open items per queue, for the back office's first page. */
export async function openModerationCounts(db: Db): Promise<{ reviews: number; photos: number }> {
  const waitingReviews = reviewsWaiting(db).as('waiting_reviews')
  const waitingPhotos = photosWaiting(db).as('waiting_photos')
  const [[r], [p]] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(waitingReviews),
    db.select({ n: sql<number>`count(*)::int` }).from(waitingPhotos),
  ])
  return { reviews: Number(r?.n ?? 0), photos: Number(p?.n ?? 0) }
}
