import { sql } from 'drizzle-orm'
import type { Db } from '../db'
import { categories } from '../schema'

export type CategoryRecord = typeof categories.$inferSelect

/** The whole category table: tens of rows, which services turn into an index per request. */
export async function listCategories(db: Db): Promise<CategoryRecord[]> {
  return db.select().from(categories)
}

/** Distinct public businesses in each category's subtree, so a parent never counts a business twice. */
export async function countBusinessesPerCategory(db: Db): Promise<Map<number, number>> {
  const rows = await db.execute(sql`
    with recursive tree(root_id, id) as (
      select id, id from categories
      union all
      select tree.root_id, c.id from categories c join tree on c.parent_id = tree.id
    )
    select tree.root_id as id, count(distinct bc.business_id)::int as n
    from tree join business_categories bc on bc.category_id = tree.id
    join businesses b on b.id = bc.business_id and b.status = 'approved'
    group by tree.root_id`)
  return new Map(rowsOf(rows).map((r) => [Number(r.id), Number(r.n)]))
}

export async function countAllBusinesses(db: Db): Promise<number> {
  const rows = await db.execute(sql`select count(*)::int as n from businesses where status = 'approved'`)
  return Number(rowsOf(rows)[0]?.n ?? 0)
}

/** `execute` results are untyped; node-postgres and PGlite both answer with `{ rows }`. */
export function rowsOf(result: unknown): Array<Record<string, unknown>> {
  const rows: unknown = Array.isArray(result) ? result : isRecord(result) ? result.rows : []
  return Array.isArray(rows) ? rows.filter(isRecord) : []
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
