import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import pg from 'pg'
import { inject } from 'vitest'
import type { DatabaseKind } from '../../server/db/db'
import { connectDatabase, openPglite, type Database } from '../../server/db/connect'

/** The engines every repository and API test runs on: PGlite always, PostgreSQL when CI provides one. */
export const ENGINES: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']

export const TEMPLATE_DATABASE = 'portal_test_template'

/**
 * A private copy of the seeded demo database built once by tests/support/global-setup.ts:
 * PGlite loads its dump (about 0.4 s), PostgreSQL clones the template database.
 */
export async function openSeededDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === 'pglite') {
    const dumpPath = inject('seededPgliteDump')
    const pglite = await openPglite(null, new Blob([await readFile(dumpPath)]))
    return connectDatabase({ kind: 'pglite', dataDir: null, pglite })
  }
  const name = `portal_test_${randomBytes(6).toString('hex')}`
  await withAdmin((admin) => admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`))
  const database = await connectDatabase({ kind: 'postgres', url: databaseUrl(name), poolSize: 4 })
  return {
    ...database,
    async close() {
      await database.close()
      await withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`))
    },
  }
}

export function databaseUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? '')
  url.pathname = `/${name}`
  return url.toString()
}

export async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a gzipped PGlite data directory with the demo data, written by the global setup. */
    seededPgliteDump: string
  }
}
