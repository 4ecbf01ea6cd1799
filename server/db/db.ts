import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type * as schema from './schema/index'

// Its own module, below connect.ts: every repository takes a `Db`, and connect.ts calls repositories when it opens
// the database, so the type living in connect.ts made each repository import the module that imports it.

/** One query layer for both engines: repositories take a `Db` and never know which one it is. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
export type DatabaseKind = 'pglite' | 'postgres'
