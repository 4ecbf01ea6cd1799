import { asc, eq, sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { QueueStatus } from '@domain/moderation/moderation'
import type { Database } from '../../../server/db/connect'
import { rowsOf } from '../../../server/db/repositories/categories.repository'
import {
  listPhotoQueue,
  listReviewQueue,
  openModerationCounts,
} from '../../../server/db/repositories/moderation.repository'
import { businesses, businessPhotos, photoReports, reviewReports, reviews } from '../../../server/db/schema'
import { ENGINES, openSeededDatabase } from '../../support/test-database'

// The queues are read as a union of their parts (held reviews, reported ones, hidden ones …) before the order and
// the page. These tests pin what they hold, in which order and with which total, against the definition written
// as one plain predicate over every review or photo.

const DAY = 24 * 60 * 60 * 1000
const START = Date.parse('2026-10-01T09:00:00Z')
const at = (day: number) => new Date(START + day * DAY)

type ReviewCase = {
  name: string
  status: 'published' | 'held' | 'hidden'
  day: number
  reports?: Array<'open' | 'resolved'>
}

// Two pairs share a creation time, so the id decides between them (the cases are inserted last to first).
const REVIEW_CASES: ReviewCase[] = [
  { name: 'held', status: 'held', day: 1 },
  { name: 'reported', status: 'published', day: 2, reports: ['open'] },
  { name: 'held and reported twice', status: 'held', day: 3, reports: ['open', 'open'] },
  { name: 'reported, at the time of a held one', status: 'published', day: 4, reports: ['open'] },
  { name: 'held, at the time of a reported one', status: 'held', day: 4 },
  { name: 'hidden', status: 'hidden', day: 5 },
  { name: 'report dismissed', status: 'published', day: 6, reports: ['resolved'] },
  { name: 'hidden and reported again', status: 'hidden', day: 7, reports: ['resolved', 'open'] },
  { name: 'dismissed then reported again', status: 'published', day: 8, reports: ['resolved', 'open'] },
  { name: 'hidden with a closed report', status: 'hidden', day: 9, reports: ['resolved'] },
  { name: 'hidden, at the time of a dismissed one', status: 'hidden', day: 10 },
  { name: 'dismissed, at the time of a hidden one', status: 'published', day: 10, reports: ['resolved'] },
  { name: 'published, never reported', status: 'published', day: 11 },
]

const EXPECTED_OPEN = [
  'held',
  'reported',
  'held and reported twice',
  'held, at the time of a reported one',
  'reported, at the time of a held one',
  'hidden and reported again',
  'dismissed then reported again',
]
const EXPECTED_RESOLVED = [
  'hidden, at the time of a dismissed one',
  'dismissed, at the time of a hidden one',
  'hidden with a closed report',
  'report dismissed',
  'hidden',
]

type PhotoCase = { name: string; isHidden: boolean; day: number; reports?: Array<'open' | 'resolved'> }

const PHOTO_CASES: PhotoCase[] = [
  { name: 'reported', isHidden: false, day: 1, reports: ['open'] },
  { name: 'reported twice', isHidden: false, day: 2, reports: ['open', 'open'] },
  { name: 'hidden', isHidden: true, day: 3 },
  { name: 'dismissed', isHidden: false, day: 4, reports: ['resolved'] },
  { name: 'hidden and reported again', isHidden: true, day: 5, reports: ['resolved', 'open'] },
  { name: 'hidden with a closed report', isHidden: true, day: 6, reports: ['resolved'] },
  { name: 'never reported', isHidden: false, day: 7 },
]

describe.each(ENGINES)('the work queue of reviews and photos on %s', (engine) => {
  let database: Database
  const reviewNames = new Map<number, string>()
  const photoNames = new Map<number, string>()

  beforeAll(async () => {
    database = await openSeededDatabase(engine)
    const { db } = database
    const [business] = await db
      .select({ id: businesses.id })
      .from(businesses)
      .orderBy(asc(businesses.id))
      .limit(1)
    if (!business) throw new Error('no business')
    // Inserted in reverse, so ids do not follow creation times.
    for (const c of [...REVIEW_CASES].reverse()) {
      const [row] = await db
        .insert(reviews)
        .values({
          businessId: business.id,
          authorName: c.name,
          rating: 3,
          body: `Queue case: ${c.name}`,
          language: 'en',
          createdAt: at(c.day),
          status: c.status,
          hiddenAt: c.status === 'hidden' ? at(c.day + 1) : null,
        })
        .returning({ id: reviews.id })
      if (!row) throw new Error(`could not insert ${c.name}`)
      reviewNames.set(row.id, c.name)
      for (const [n, state] of (c.reports ?? []).entries())
        await db.insert(reviewReports).values({ reviewId: row.id, ...report(c.day, n, state) })
    }
    for (const c of [...PHOTO_CASES].reverse()) {
      const [row] = await db
        .insert(businessPhotos)
        .values({
          businessId: business.id,
          displayKey: `queue/${c.day}.webp`,
          thumbKey: `queue/${c.day}-thumb.webp`,
          width: 800,
          height: 600,
          position: 100 + c.day,
          createdAt: at(c.day),
          hiddenAt: c.isHidden ? at(c.day + 1) : null,
        })
        .returning({ id: businessPhotos.id })
      if (!row) throw new Error(`could not insert ${c.name}`)
      photoNames.set(row.id, c.name)
      for (const [n, state] of (c.reports ?? []).entries())
        await db.insert(photoReports).values({ photoId: row.id, ...report(c.day, n, state) })
    }
  })
  afterAll(() => database.close())

  /** Every page of the queue, `limit` at a time, with the total each page gave. */
  const allPages = async <T>(
    list: (page: {
      status: QueueStatus
      limit: number
      offset: number
    }) => Promise<{ rows: T[]; total: number }>,
    status: QueueStatus,
    limit: number,
  ) => {
    const rows: T[] = []
    const totals = new Set<number>()
    for (let offset = 0; ; offset += limit) {
      const page = await list({ status, limit, offset })
      totals.add(page.total)
      rows.push(...page.rows)
      if (page.rows.length < limit) break
    }
    return { rows, totals: [...totals] }
  }
  const reviewIds = (status: QueueStatus, limit: number) =>
    allPages((page) => listReviewQueue(database.db, page), status, limit).then(({ rows, totals }) => ({
      ids: rows.map((r) => r.review.id),
      totals,
    }))
  const photoIds = (status: QueueStatus, limit: number) =>
    allPages((page) => listPhotoQueue(database.db, page), status, limit).then(({ rows, totals }) => ({
      ids: rows.map((r) => r.photo.id),
      totals,
    }))
  const idsOf = async (query: SQL) => rowsOf(await database.db.execute(query)).map((r) => Number(r.id))

  it('lists held and reported reviews oldest first, a review both held and reported once', async () => {
    const { ids, totals } = await reviewIds('open', 50)
    expect(namesIn(ids, reviewNames)).toEqual(EXPECTED_OPEN)
    expect(new Set(ids).size).toBe(ids.length)
    expect(totals).toEqual([ids.length])
  })

  it('lists decided reviews newest first, without those waiting again', async () => {
    const { ids, totals } = await reviewIds('resolved', 50)
    expect(namesIn(ids, reviewNames)).toEqual(EXPECTED_RESOLVED)
    expect(totals).toEqual([ids.length])
  })

  it('gives the same reviews, order and total as one predicate over every review, page after page', async () => {
    const isOpen = sql`(r.status = 'held' or exists (select 1 from review_reports rr where rr.review_id = r.id and rr.resolved_at is null))`
    const open = await idsOf(sql`select r.id from reviews r where ${isOpen} order by r.created_at, r.id`)
    const resolved = await idsOf(
      sql`select r.id from reviews r where not ${isOpen} and (r.status = 'hidden' or exists (select 1 from review_reports rr where rr.review_id = r.id and rr.resolved_at is not null)) order by r.created_at desc, r.id desc`,
    )
    for (const limit of [1, 2, 3, 20]) {
      expect(await reviewIds('open', limit)).toEqual({ ids: open, totals: [open.length] })
      expect(await reviewIds('resolved', limit)).toEqual({ ids: resolved, totals: [resolved.length] })
    }
  })

  it('answers a page past the end with no rows and the same total', async () => {
    const { ids } = await reviewIds('open', 50)
    const past = await listReviewQueue(database.db, { status: 'open', limit: 20, offset: ids.length + 5 })
    expect(past).toEqual({ rows: [], total: ids.length })
  })

  it('lists reported photos oldest first and decided ones newest first, each once', async () => {
    const open = await photoIds('open', 50)
    expect(namesIn(open.ids, photoNames)).toEqual(['reported', 'reported twice', 'hidden and reported again'])
    const resolved = await photoIds('resolved', 50)
    expect(namesIn(resolved.ids, photoNames)).toEqual(['hidden with a closed report', 'dismissed', 'hidden'])
    const isOpen = sql`exists (select 1 from photo_reports pr where pr.photo_id = p.id and pr.resolved_at is null)`
    const allOpen = await idsOf(
      sql`select p.id from business_photos p where ${isOpen} order by p.created_at, p.id`,
    )
    const allResolved = await idsOf(
      sql`select p.id from business_photos p where not ${isOpen} and (p.hidden_at is not null or exists (select 1 from photo_reports pr where pr.photo_id = p.id and pr.resolved_at is not null)) order by p.created_at desc, p.id desc`,
    )
    for (const limit of [1, 2, 20]) {
      expect(await photoIds('open', limit)).toEqual({ ids: allOpen, totals: [allOpen.length] })
      expect(await photoIds('resolved', limit)).toEqual({ ids: allResolved, totals: [allResolved.length] })
    }
  })

  it('counts the open items as the open queues do', async () => {
    const counts = await openModerationCounts(database.db)
    expect(counts).toEqual({
      reviews: (await reviewIds('open', 50)).ids.length,
      photos: (await photoIds('open', 50)).ids.length,
    })
  })

  it('follows a decision: a review whose reports are closed moves from the open queue to the resolved one', async () => {
    const id = idOf(reviewNames, 'reported')
    await database.db
      .update(reviewReports)
      .set({ resolvedAt: at(30), resolution: 'dismissed' })
      .where(eq(reviewReports.reviewId, id))
    expect((await reviewIds('open', 50)).ids).not.toContain(id)
    expect((await reviewIds('resolved', 50)).ids).toContain(id)
  })
})

function report(day: number, n: number, state: 'open' | 'resolved') {
  return {
    reporterKey: `ip:10.9.${day}.${n}`,
    reason: 'Spam',
    createdAt: at(day + 0.5),
    resolvedAt: state === 'resolved' ? at(day + 0.75) : null,
    resolution: state === 'resolved' ? ('dismissed' as const) : null,
  }
}

/** The cases' names, in the queue's order, leaving out what the demo data holds. */
function namesIn(ids: number[], names: Map<number, string>): string[] {
  return ids.flatMap((id) => names.get(id) ?? [])
}

function idOf(names: Map<number, string>, name: string): number {
  const entry = [...names].find(([, n]) => n === name)
  if (!entry) throw new Error(`no case ${name}`)
  return entry[0]
}
