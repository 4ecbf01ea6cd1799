import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { count, sql } from 'drizzle-orm'
import { pgSchema, serial, text } from 'drizzle-orm/pg-core'
import type { Db } from '../db'
import { MIGRATIONS_FOLDER } from '../connect'

/** What readiness reports: the database answered, and how many of this build's migrations it has applied. */
export type Readiness = { applied: number; expected: number }

/** The migrations this build ships, from drizzle's journal. */
export const EXPECTED_MIGRATIONS: number = (
  JSON.parse(readFileSync(resolve(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[]
  }
).entries.length

// drizzle's own record of applied migrations (both engines keep it in the `drizzle` schema). Declared here, not
// in schema/, so drizzle-kit never tries to create it.
const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', {
  id: serial('id').primaryKey(),
  hash: text('hash').notNull(),
})

/** Asks the database (`select 1`) and counts drizzle's applied migrations; rejects when the database is away. */
export async function checkReadiness(db: Db): Promise<Readiness> {
  await db.execute(sql`select 1`)
  const [row] = await db.select({ applied: count() }).from(appliedMigrations)
  return { applied: row?.applied ?? 0, expected: EXPECTED_MIGRATIONS }
}
