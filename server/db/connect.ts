import { mkdirSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { dirname, resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { refreshStaleSearchDocuments } from './repositories/search-documents.repository'
import pg from 'pg'
// Every table group, through the one schema object drizzle needs (schema/index.ts).
import { PROJECT_ROOT } from '../project-root'
import * as schema from './schema/index'
import { acquireDataDirLock, restrictDataDir } from './data-dir-lock'
import type { Db, DatabaseKind } from './db'
import { createPgliteDataVersion } from './pglite-data-version'
import type { DataVersionSource } from './repositories/data-version.repository'

export type Database = {
  db: Db
  kind: DatabaseKind
  /** The embedded database's own version source (one process owns it); PostgreSQL reads the version per request. */
  dataVersion?: DataVersionSource
  close(): Promise<void>
  /** The PostgreSQL pool's connections (for /metrics); absent on the embedded database, which has one. */
  poolStats?: () => { total: number; idle: number; waiting: number }
  /** The embedded database's files as a tar.gz (for backups); absent on a PostgreSQL server (pg_dump's job). */
  dumpDataDir?: () => Promise<Blob>
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string | null; pglite?: PGlite }

export const MIGRATIONS_FOLDER = resolve(PROJECT_ROOT, 'server/db/migrations')

// Any fixed number shared by every process of the portal: the session-level advisory lock that lets one process at
// a time migrate a PostgreSQL database (two replicas starting on an empty database would otherwise both create
// the same tables and one would crash).
const MIGRATION_LOCK_KEY = 7_356_001

/**
 * Opens the database and brings its schema up to date, the search documents included (after an upgrade that
 * changed how they are built, or a restore of an older backup); migrations are safe to run from several processes.
 */
export async function connectDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? defaultPoolSize() })
    // An idle connection the server ends (a restart, a failover, the database dropped) emits 'error' on the pool;
    // unheard, that would stop the process. The pool drops that connection and opens a new one when next needed.
    pool.on('error', (error) => console.error(`an idle database connection ended: ${error.message}`))
    const db = drizzleNodePostgres({ client: pool, schema })
    await migrateUnderLock(pool, async () => {
      await migrateNodePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER })
      await refreshStaleSearchDocuments(db)
    })
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    }
  }
  // The data directory's lock is taken before PGlite opens its files, and released after it closes them.
  const lock = options.dataDir ? acquireDataDirLock(dirname(resolve(options.dataDir))) : null
  try {
    const client = options.pglite ?? (await openPglite(options.dataDir))
    const db = drizzlePglite({ client, schema })
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER })
    await refreshStaleSearchDocuments(db)
    if (options.dataDir) restrictDataDir(options.dataDir)
    return {
      db,
      kind: 'pglite',
      dataVersion: createPgliteDataVersion(client),
      dumpDataDir: () => client.dumpDataDir('gzip'),
      close: async () => {
        await client.close()
        if (options.dataDir) restrictDataDir(options.dataDir)
        lock?.release()
      },
    }
  } catch (error) {
    lock?.release()
    throw error
  }
}

async function migrateUnderLock(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const client = await pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    await migrate()
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined)
    client.release()
  }
}

/** An embedded PostgreSQL in `dataDir` (in memory when null). PGlite does not create the parent folder. */
export async function openPglite(dataDir: string | null, loadDataDir?: Blob | File): Promise<PGlite> {
  if (dataDir) mkdirSync(dirname(resolve(dataDir)), { recursive: true, mode: 0o700 })
  return PGlite.create(dataDir ?? undefined, {
    extensions: { pg_trgm },
    ...(loadDataDir ? { loadDataDir } : {}),
  })
}

// Connections per process: the work is short queries, and more connections than about two per core of this process
// only queue inside PostgreSQL (its own rule of thumb is cores × 2 for the whole server). DATABASE_POOL_SIZE overrides.
const MIN_POOL_SIZE = 4

function defaultPoolSize(): number {
  return Math.max(MIN_POOL_SIZE, 2 * availableParallelism() + 1)
}

export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv): DatabaseOptions {
  const poolSize = Number(env.DATABASE_POOL_SIZE)
  if (env.DATABASE_URL)
    return {
      kind: 'postgres',
      url: env.DATABASE_URL,
      ...(Number.isInteger(poolSize) && poolSize > 0 ? { poolSize } : {}),
    }
  return { kind: 'pglite', dataDir: resolve(env.DATA_DIR ?? './data', 'pglite') }
}
