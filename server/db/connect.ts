import { mkdir } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
// Every table group, through the one schema object drizzle needs (schema/index.ts).
import * as schema from './schema/index'

/** One query layer for both engines: repositories take a `Db` and never know which one it is. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
export type DatabaseKind = 'pglite' | 'postgres'

export type Database = {
  db: Db
  kind: DatabaseKind
  close(): Promise<void>
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string | null; pglite?: PGlite }

export const MIGRATIONS_FOLDER = resolve(dirname(fileURLToPath(import.meta.url)), 'migrations')

/** Opens the database and brings its schema up to date; migrations are safe to run from several processes. */
export async function connectDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 })
    const db = drizzleNodePostgres({ client: pool, schema })
    await migrateNodePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER })
    return { db, kind: 'postgres', close: () => pool.end() }
  }
  const client = options.pglite ?? (await openPglite(options.dataDir))
  const db = drizzlePglite({ client, schema })
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER })
  return { db, kind: 'pglite', close: () => client.close() }
}

/** An embedded PostgreSQL in `dataDir` (in memory when null). PGlite does not create the parent folder. */
export async function openPglite(dataDir: string | null, loadDataDir?: Blob | File): Promise<PGlite> {
  if (dataDir) await mkdir(dirname(resolve(dataDir)), { recursive: true })
  return PGlite.create(dataDir ?? undefined, {
    extensions: { pg_trgm },
    ...(loadDataDir ? { loadDataDir } : {}),
  })
}

export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv): DatabaseOptions {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL }
  return { kind: 'pglite', dataDir: resolve(env.DATA_DIR ?? './data', 'pglite') }
}
