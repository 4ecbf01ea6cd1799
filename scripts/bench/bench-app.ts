import { resolve } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../server/app'
import { connectDatabase, type Database } from '../../server/db/connect'
import type { AppDeps } from '../../server/deps'
import { seedPortal } from '../../server/seed/seed-portal'

// What the in-process benchmarks share: the demo directory in memory, the app over it (requests go through
// app.inject, no network), and the percentile arithmetic.

/** A fresh in-memory PGlite with the demo data. */
export async function openDemoDatabase(): Promise<Database> {
  const database = await connectDatabase({ kind: 'pglite', dataDir: null })
  await seedPortal(database.db)
  return database
}

/** The label onEachDataSet gives the demo data: the one data set whose judged answers are known. */
export const DEMO_LABEL = 'Demo data (in-memory PGlite, seedPortal)'

/**
 * Runs a benchmark on the demo data, then on the data dir BENCH_DATA_DIR names and the PostgreSQL database
 * BENCH_DATABASE_URL names, when set, closing each database after its run.
 */
export async function onEachDataSet(
  benchmark: (label: string, database: Database) => Promise<void>,
): Promise<void> {
  const demo = await openDemoDatabase()
  await benchmark(DEMO_LABEL, demo)
  await demo.close()

  const dataDir = process.env.BENCH_DATA_DIR
  if (dataDir) {
    const big = await connectDatabase({ kind: 'pglite', dataDir: resolve(dataDir, 'pglite') })
    await benchmark(`${dataDir} (PGlite)`, big)
    await big.close()
  }
  if (process.env.BENCH_DATABASE_URL) {
    const pg = await connectDatabase({ kind: 'postgres', url: process.env.BENCH_DATABASE_URL })
    await benchmark('BENCH_DATABASE_URL (PostgreSQL)', pg)
    await pg.close()
  }
}

/** The portal's app over a database, with no outside services; `publicCache: false` makes every request do its work. */
export async function benchApp(
  database: Database,
  options: Pick<AppDeps, 'publicCache'> = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    ...options,
    db: database.db,
    databaseKind: database.kind,
    clock: () => new Date(),
    weather: null,
    transcriber: null,
    publicUrl: 'http://localhost',
    version: 'bench',
  })
  await app.ready()
  return app
}

/** The q-quantile of timings (they need not be sorted). */
export function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
}

/** Milliseconds with one decimal, right-aligned in a column of 8. */
export function fmt(ms: number): string {
  return ms.toFixed(1).padStart(8)
}
