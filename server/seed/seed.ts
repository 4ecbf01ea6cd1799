import { refreshSearchDocuments } from '../db/repositories/search-documents.repository'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../db/db'
import * as t from '../db/schema'
import { PLAN_DEFINITIONS } from '@domain/plans/plan-features'
import type { SeedArticleCategory, SeedCategory, SeedDataset } from './types'

export const DEMO_SEED = 'demo-directory-v1'
// Any constant works: it only has to be the same in every process that may seed at once.
const SEED_LOCK_KEY = 4_357_001
const BATCH = 500

export type SeedReport = { applied: boolean; counts: Record<string, number> }

/** Plans are reference data: kept in step with the domain's plan table on every start. */
export async function syncPlans(db: Db): Promise<void> {
  for (const [sortOrder, plan] of PLAN_DEFINITIONS.entries()) {
    await db
      .insert(t.plans)
      .values({ ...plan, sortOrder })
      .onConflictDoUpdate({
        target: t.plans.slug,
        set: { name: plan.name, priceEurMonthly: plan.priceEurMonthly, features: plan.features, sortOrder },
      })
  }
}

/** Loads the demo directory once; a second call (from this or another process) changes nothing. */
export async function seedDemoData(db: Db, buildDataset: () => SeedDataset): Promise<SeedReport> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`)
    const done = await tx.select().from(t.seedRuns).where(eq(t.seedRuns.name, DEMO_SEED))
    if (done.length > 0) return { applied: false, counts: done[0]?.details ?? {} }
    const counts = await insertDataset(tx, buildDataset())
    await tx.insert(t.seedRuns).values({ name: DEMO_SEED, details: counts })
    return { applied: true, counts }
  })
}

async function insertDataset(db: Db, data: SeedDataset): Promise<Record<string, number>> {
  const categoryIds = await insertCategoryTree(db, data.categories)
  const amenityRows = await db
    .insert(t.amenities)
    .values(data.amenities)
    .returning({ id: t.amenities.id, slug: t.amenities.slug })
  const amenityIds = new Map(amenityRows.map((a) => [a.slug, a.id]))

  const stats = reviewStats(data)
  const businessIds = new Map<string, number>()
  for (const chunk of chunks(data.businesses, BATCH)) {
    const rows = await db
      .insert(t.businesses)
      .values(
        chunk.map((b) => ({
          slug: b.slug,
          name: b.name,
          description: b.description,
          city: b.city,
          citySlug: b.citySlug,
          address: b.address,
          phone: b.phone,
          email: b.email,
          website: b.website,
          lat: b.lat,
          lng: b.lng,
          logo: `/media/businesses/${b.slug}/logo.webp`,
          image: b.photoCount > 0 ? `/media/businesses/${b.slug}/photo-1.webp` : null,
          images: Array.from(
            { length: b.photoCount },
            (_, i) => `/media/businesses/${b.slug}/photo-${i + 1}.webp`,
          ),
          hours: b.hours,
          priceRange: b.priceRange,
          rating: stats.get(b.slug)?.rating ?? 0,
          reviewCount: stats.get(b.slug)?.count ?? 0,
          verified: b.verified,
          featured: b.featured,
          createdAt: b.createdAt,
          // The sitemap's lastmod reads updated_at: a seeded listing was last changed when it was created.
          updatedAt: b.createdAt,
        })),
      )
      .returning({ id: t.businesses.id, slug: t.businesses.slug })
    for (const row of rows) businessIds.set(row.slug, row.id)
    const links = chunk.flatMap((b) =>
      b.categorySlugs.map((slug, position) => ({
        businessId: idOf(businessIds, b.slug),
        categoryId: idOf(categoryIds, slug),
        position,
      })),
    )
    if (links.length) await db.insert(t.businessCategories).values(links)
    const amenityLinks = chunk.flatMap((b) =>
      b.amenitySlugs.map((slug) => ({
        businessId: idOf(businessIds, b.slug),
        amenityId: idOf(amenityIds, slug),
      })),
    )
    if (amenityLinks.length) await db.insert(t.businessAmenities).values(amenityLinks)
    await refreshSearchDocuments(
      db,
      rows.map((r) => r.id),
    )
  }

  for (const chunk of chunks(data.reviews, BATCH)) {
    await db
      .insert(t.reviews)
      .values(chunk.map((r) => ({ ...r, businessId: idOf(businessIds, r.businessSlug) })))
  }

  const planIds = new Map(
    (await db.select({ id: t.plans.id, slug: t.plans.slug }).from(t.plans)).map((p) => [p.slug, p.id]),
  )
  const subscriptions = data.businesses
    .filter((b) => b.planSlug !== null && b.planSlug !== 'basic')
    .map((b, i) => ({
      businessId: idOf(businessIds, b.slug),
      planId: idOf(planIds, b.planSlug ?? 'basic'),
      status: 'active' as const,
      startedAt: b.createdAt,
      // Yearly terms renewing on a spread of dates, so some end soon and some later.
      endDate: new Date(Date.UTC(2027, i % 12, 1 + (i % 27))),
    }))
  for (const chunk of chunks(subscriptions, BATCH)) await db.insert(t.businessSubscriptions).values(chunk)

  const articleCategoryIds = await insertArticleCategoryTree(db, data.articleCategories)
  for (const chunk of chunks(data.articles, BATCH)) {
    await db.insert(t.articles).values(
      chunk.map(({ categorySlug, ...a }) => ({
        ...a,
        categoryId: idOf(articleCategoryIds, categorySlug),
        image: `/media/articles/${a.slug}/cover.webp`,
        // Never edited since its publication: the same instant, so the seed stays deterministic.
        updatedAt: a.publishedAt,
      })),
    )
  }

  await db.insert(t.weatherReadings).values(
    data.weather.map((w, sortOrder) => ({
      ...w,
      sortOrder,
      source: 'seed',
      observedAt: new Date('2026-11-01T09:00:00Z'),
    })),
  )

  return {
    categories: categoryIds.size,
    amenities: amenityIds.size,
    businesses: businessIds.size,
    reviews: data.reviews.length,
    articles: data.articles.length,
    weatherCities: data.weather.length,
    subscriptions: subscriptions.length,
  }
}

function insertCategoryTree(db: Db, nodes: SeedCategory[]): Promise<Map<string, number>> {
  return insertTree(nodes, async ({ children: _, ...node }, parentId, sortOrder) => {
    const [row] = await db
      .insert(t.categories)
      .values({ ...node, parentId, sortOrder })
      .returning({ id: t.categories.id })
    return row?.id
  })
}

function insertArticleCategoryTree(db: Db, nodes: SeedArticleCategory[]): Promise<Map<string, number>> {
  return insertTree(nodes, async ({ children: _, ...node }, parentId, sortOrder) => {
    const [row] = await db
      .insert(t.articleCategories)
      .values({ ...node, parentId, sortOrder })
      .returning({ id: t.articleCategories.id })
    return row?.id
  })
}

/** Inserts parents before children (sortOrder = position among siblings) and maps each slug to its new id. */
async function insertTree<N extends { slug: string; children: N[] }>(
  nodes: N[],
  insertOne: (node: N, parentId: number | null, sortOrder: number) => Promise<number | undefined>,
  parentId: number | null = null,
  ids = new Map<string, number>(),
): Promise<Map<string, number>> {
  for (const [sortOrder, node] of nodes.entries()) {
    const id = await insertOne(node, parentId, sortOrder)
    if (id === undefined) throw new Error(`category ${node.slug} was not inserted`)
    ids.set(node.slug, id)
    await insertTree(node.children, insertOne, id, ids)
  }
  return ids
}

/** A business's rating is the mean of its reviews, to one decimal, as a reader would compute it. */
function reviewStats(data: SeedDataset): Map<string, { rating: number; count: number }> {
  const sums = new Map<string, { total: number; count: number }>()
  for (const r of data.reviews) {
    const s = sums.get(r.businessSlug) ?? { total: 0, count: 0 }
    s.total += r.rating
    s.count += 1
    sums.set(r.businessSlug, s)
  }
  return new Map(
    [...sums].map(([slug, s]) => [
      slug,
      { rating: Math.round((s.total / s.count) * 10) / 10, count: s.count },
    ]),
  )
}

function idOf(ids: Map<string, number>, slug: string): number {
  const id = ids.get(slug)
  if (id === undefined) throw new Error(`seed data refers to an unknown slug: ${slug}`)
  return id
}

function* chunks<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size)
}
