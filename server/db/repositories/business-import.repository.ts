import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm'
import type { WeeklyHours } from '@domain/hours/opening-hours'
import type { LocalizedText } from '@domain/i18n/localized-text'
import type { Db } from '../db'
import { refreshSearchDocuments } from './search-documents.repository'
import { businessCategories, businesses, categories } from '../schema'
import { CategoryIndex } from '@domain/category/category-tree'
import { listCategories } from './categories.repository'

/** A business as the import writes it: every field of the file's record, the slug and categories resolved. */
export type ImportedBusiness = {
  externalId: string
  slug: string
  name: LocalizedText
  description: LocalizedText
  city: LocalizedText
  citySlug: string
  address: LocalizedText
  phone: string | null
  email: string | null
  website: string | null
  lat: number
  lng: number
  priceRange: number | null
  hours: WeeklyHours
  verified: boolean
  featured: boolean
  categoryIds: number[]
}

/** The businesses already holding these slugs or external ids: the import keeps slugs unique with them. */
export async function findSlugOwners(
  db: Db,
  slugs: string[],
  externalIds: string[],
): Promise<Array<{ slug: string; externalId: string | null }>> {
  if (slugs.length === 0 && externalIds.length === 0) return []
  return db
    .select({ slug: businesses.slug, externalId: businesses.externalId })
    .from(businesses)
    .where(or(inArray(businesses.slug, slugs), inArray(businesses.externalId, externalIds)))
}

/** Gives businesses that have no external id the one a file uses for them (found by slug). */
export async function adoptBusinesses(
  db: Db,
  pairs: ReadonlyArray<{ slug: string; externalId: string }>,
): Promise<void> {
  for (const { slug, externalId } of pairs)
    await db
      .update(businesses)
      .set({ externalId })
      .where(and(eq(businesses.slug, slug), isNull(businesses.externalId)))
}

/**
 * Inserts the batch, or updates the businesses with the same external id, and sets their categories in the given
 * order (the first is primary). One transaction per batch: a failure leaves none of it half-written.
 */
export async function upsertImportedBusinesses(db: Db, rows: ImportedBusiness[]): Promise<void> {
  if (rows.length === 0) return
  await db.transaction(async (tx) => {
    const saved = await tx
      .insert(businesses)
      .values(rows.map(({ categoryIds: _categories, ...row }) => row))
      .onConflictDoUpdate({
        target: businesses.externalId,
        set: {
          slug: sql`excluded.slug`,
          name: sql`excluded.name`,
          description: sql`excluded.description`,
          city: sql`excluded.city`,
          citySlug: sql`excluded.city_slug`,
          address: sql`excluded.address`,
          phone: sql`excluded.phone`,
          email: sql`excluded.email`,
          website: sql`excluded.website`,
          lat: sql`excluded.lat`,
          lng: sql`excluded.lng`,
          priceRange: sql`excluded.price_range`,
          hours: sql`excluded.hours`,
          verified: sql`excluded.verified`,
          featured: sql`excluded.featured`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ id: businesses.id, externalId: businesses.externalId })
    const idOf = new Map(saved.map((row) => [row.externalId, row.id]))
    const ids = saved.map((row) => row.id)
    await tx.delete(businessCategories).where(inArray(businessCategories.businessId, ids))
    const links = rows.flatMap((row) =>
      row.categoryIds.map((categoryId, position) => ({
        businessId: idOf.get(row.externalId) ?? 0,
        categoryId,
        position,
      })),
    )
    if (links.length > 0) await tx.insert(businessCategories).values(links)
    await refreshSearchDocuments(tx, ids)
  })
}

/**
 * The id of each category path ("food-drink/restaurants"), creating the missing ones with their slug as the English
 * name (an admin renames them later). A category is found by its own slug, which is unique, wherever it sits.
 */
export async function ensureCategoryPaths(db: Db, paths: Iterable<string>): Promise<Map<string, number>> {
  const bySlug = new Map((await db.select().from(categories)).map((c) => [c.slug, c.id]))
  const ids = new Map<string, number>()
  for (const path of paths) {
    let parentId: number | null = null
    for (const slug of path.split('/')) {
      let id = bySlug.get(slug)
      if (id === undefined) {
        const created: Array<{ id: number }> = await db
          .insert(categories)
          .values({ slug, name: { en: titleOf(slug) }, parentId })
          .returning({ id: categories.id })
        id = created[0]?.id
        if (id === undefined) throw new Error(`category ${slug} was not created`)
        bySlug.set(slug, id)
      }
      parentId = id
    }
    if (parentId !== null) ids.set(path, parentId)
  }
  return ids
}

function titleOf(slug: string): string {
  return slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}

export type ExportedBusiness = Omit<ImportedBusiness, 'categoryIds' | 'externalId'> & {
  id: number
  externalId: string | null
  categoryPaths: string[]
}

/** Every business in id order, a page at a time (keyset), with its category paths in their order. */
export async function* exportBusinesses(db: Db, pageSize = 2000): AsyncGenerator<ExportedBusiness> {
  const index = new CategoryIndex(await listCategories(db))
  const columns = {
    id: businesses.id,
    externalId: businesses.externalId,
    slug: businesses.slug,
    name: businesses.name,
    description: businesses.description,
    city: businesses.city,
    citySlug: businesses.citySlug,
    address: businesses.address,
    phone: businesses.phone,
    email: businesses.email,
    website: businesses.website,
    lat: businesses.lat,
    lng: businesses.lng,
    priceRange: businesses.priceRange,
    hours: businesses.hours,
    verified: businesses.verified,
    featured: businesses.featured,
  }
  let after = 0
  for (;;) {
    const page = await db
      .select(columns)
      .from(businesses)
      .where(gt(businesses.id, after))
      .orderBy(asc(businesses.id))
      .limit(pageSize)
    if (page.length === 0) return
    const links = await db
      .select()
      .from(businessCategories)
      .where(
        inArray(
          businessCategories.businessId,
          page.map((b) => b.id),
        ),
      )
      .orderBy(asc(businessCategories.businessId), asc(businessCategories.position))
    const pathsOf = new Map<number, string[]>()
    for (const link of links)
      pathsOf.set(link.businessId, [...(pathsOf.get(link.businessId) ?? []), index.pathOf(link.categoryId)])
    for (const b of page) yield { ...b, categoryPaths: pathsOf.get(b.id) ?? [] }
    after = page[page.length - 1]?.id ?? after
  }
}
