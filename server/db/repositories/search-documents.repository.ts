import { and, asc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm'
import { CategoryIndex } from '@domain/category/category-tree'
import {
  buildSearchDocument,
  SEARCH_DOCUMENT_VERSION,
  type SearchDocument,
} from '@domain/search/search-document'
import type { Db } from '../db'

/** A database or a transaction: the documents are written in the transaction of the change they follow. */
type Writer = Pick<Db, 'select' | 'selectDistinct' | 'execute'>
import { businessCategories, businesses, businessSearch, categories } from '../schema'

// Businesses whose documents are built and written in one statement.
const BATCH = 500

/**
 * Writes the search documents of these businesses from what they hold now. Every write to a business's names,
 * description, address, town or categories calls it in the same transaction (a category's rename calls it for the
 * businesses below the category), so a search never reads an outdated document.
 */
export async function refreshSearchDocuments(db: Writer, businessIds: readonly number[]): Promise<void> {
  const ids = [...new Set(businessIds)]
  if (ids.length === 0) return
  for (let start = 0; start < ids.length; start += BATCH)
    await writeDocuments(db, await buildSearchDocuments(db, ids.slice(start, start + BATCH)))
}

type Built = { id: number; categoryIds: number[]; document: SearchDocument }

/** The documents these businesses' data builds now (categories with their ancestors). */
async function buildSearchDocuments(db: Writer, ids: readonly number[]): Promise<Built[]> {
  const [index, rows, links] = await Promise.all([
    db
      .select()
      .from(categories)
      .then((all) => new CategoryIndex(all)),
    db
      .select({
        id: businesses.id,
        name: businesses.name,
        description: businesses.description,
        address: businesses.address,
        city: businesses.city,
        citySlug: businesses.citySlug,
      })
      .from(businesses)
      .where(inArray(businesses.id, [...ids])),
    db
      .select({ businessId: businessCategories.businessId, categoryId: businessCategories.categoryId })
      .from(businessCategories)
      .where(inArray(businessCategories.businessId, [...ids])),
  ])
  return rows.map((row) => {
    const own = links.filter((l) => l.businessId === row.id).map((l) => l.categoryId)
    const withAncestors = [...new Set(own.flatMap((id) => [...index.ancestorsOf(id).map((c) => c.id), id]))]
    const categoryTexts = withAncestors.flatMap((id) => {
      const category = index.get(id)
      return category ? [{ slug: category.slug, name: category.name }] : []
    })
    return {
      id: row.id,
      categoryIds: own,
      document: buildSearchDocument({ ...row, categories: categoryTexts }),
    }
  })
}

/** Rebuilds the documents that are missing or were built by an older version (after an upgrade); returns how many. */
export async function refreshStaleSearchDocuments(db: Db): Promise<number> {
  let refreshed = 0
  let after = 0
  for (;;) {
    const stale = await db
      .select({ id: businesses.id })
      .from(businesses)
      .leftJoin(businessSearch, eq(businessSearch.businessId, businesses.id))
      .where(
        and(
          gt(businesses.id, after),
          or(isNull(businessSearch.version), ne(businessSearch.version, SEARCH_DOCUMENT_VERSION)),
        ),
      )
      .orderBy(asc(businesses.id))
      .limit(BATCH * 4)
    if (stale.length === 0) return refreshed
    await refreshSearchDocuments(
      db,
      stale.map((s) => s.id),
    )
    refreshed += stale.length
    after = stale.at(-1)?.id ?? after
  }
}

/** The businesses listed in these categories: the ones a category's new name changes the documents of. */
export async function businessIdsInCategories(db: Writer, categoryIds: readonly number[]): Promise<number[]> {
  if (categoryIds.length === 0) return []
  const rows = await db
    .selectDistinct({ id: businessCategories.businessId })
    .from(businessCategories)
    .where(inArray(businessCategories.categoryId, [...categoryIds]))
  return rows.map((r) => r.id)
}

async function writeDocuments(db: Writer, documents: Built[]) {
  if (documents.length === 0) return
  // Keys are letters and digits only (search-key.ts), so a word pair never holds the ':' or ' ' it is joined by.
  const values = documents.map(
    ({ id, categoryIds, document }) =>
      sql`(${id}::int, ${`{${categoryIds.join(',')}}`}::int[], ${document.vector}::tsvector, ${document.names}::tsvector, ${document.nameKeys}::text, ${document.nameSounds}::text, ${document.terms.map((t) => `${t.key}:${t.word}`).join(' ')}::text)`,
  )
  // The copied columns come from the business row itself, the plan's from its subscriptions; the triggers on
  // businesses, business_subscriptions and plans keep them equal afterwards (search-table migrations).
  await db.execute(sql`
    insert into ${businessSearch} (business_id, status, city_slug, featured, rating, review_count,
      category_ids, document, names, name_keys, name_sounds, terms, version)
    select b.id, b.status, b.city_slug, b.featured, b.rating, b.review_count,
      v.category_ids, v.document, v.names, v.name_keys, v.name_sounds, string_to_array(v.terms, ' '),
      ${SEARCH_DOCUMENT_VERSION}
    from (values ${sql.join(values, sql`, `)}) as v(id, category_ids, document, names, name_keys, name_sounds, terms)
    join ${businesses} as b on b.id = v.id
    on conflict (business_id) do update set
      category_ids = excluded.category_ids,
      document = excluded.document,
      names = excluded.names,
      name_keys = excluded.name_keys,
      name_sounds = excluded.name_sounds,
      terms = excluded.terms,
      version = excluded.version`)
  await db.execute(
    sql`select refresh_business_search_plan(${`{${documents.map((d) => d.id).join(',')}}`}::int[])`,
  )
}

/** True when the business's stored document is the one its data builds now (what the freshness tests check). */
export async function hasCurrentSearchDocument(db: Db, businessId: number): Promise<boolean> {
  const [built] = await buildSearchDocuments(db, [businessId])
  if (!built) return false
  const [row] = await db
    .select({
      isCurrent: sql<boolean>`${businessSearch.document} = ${built.document.vector}::tsvector and ${businessSearch.nameKeys} = ${built.document.nameKeys}`,
    })
    .from(businessSearch)
    .where(eq(businessSearch.businessId, businessId))
  return row?.isCurrent === true
}
