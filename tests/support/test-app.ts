import type { FastifyInstance } from 'fastify'
import { buildApp, type BuildAppOptions } from '../../server/app'
import type { DatabaseKind } from '../../server/db/db'
import type { Database } from '../../server/db/connect'
import type { AppDeps } from '../../server/deps'
import { createBackgroundWork, type BackgroundWork } from '../../server/services/background/background-work'
import { openSeededDatabase } from './test-database'

export type TestApp = {
  app: FastifyInstance
  deps: AppDeps & { background: BackgroundWork }
  /** Waits for the work answers leave running (the reset mail), before a test reads what it wrote. */
  settled(): Promise<void>
  close(): Promise<void>
}

/** The real app on a private copy of the seeded database; swap outside services through `overrides`. */
export async function createTestApp(
  kind: DatabaseKind,
  overrides: Partial<AppDeps> = {},
  options: BuildAppOptions = {},
): Promise<TestApp> {
  const database = await openSeededDatabase(kind)
  const { app, deps } = await appOver(database, overrides, options)
  return {
    app,
    deps,
    settled: () => deps.background.settled(),
    async close() {
      await app.close()
      await database.close()
    },
  }
}

/** The app over a database the test manages itself (to close it under the app, for example). */
export async function appOver(
  database: Database,
  overrides: Partial<AppDeps> = {},
  options: BuildAppOptions = {},
): Promise<{ app: FastifyInstance; deps: AppDeps & { background: BackgroundWork } }> {
  const deps = {
    db: database.db,
    databaseKind: database.kind,
    dataVersion: database.dataVersion,
    clock: () => new Date('2026-11-22T10:00:00Z'),
    weather: null,
    transcriber: null,
    publicUrl: 'http://portal.test',
    version: 'test',
    background: createBackgroundWork(),
    ...overrides,
  }
  const app = await buildApp(deps, options)
  await app.ready()
  return { app, deps }
}
