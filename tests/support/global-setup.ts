import { mkdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Db } from '../../server/db/db'
import { connectDatabase, openPglite } from '../../server/db/connect'
import { seedPortal } from '../../server/seed/seed-portal'
import type { TestProject } from 'vitest/node'
import { databaseUrl, TEMPLATE_DATABASE, withAdmin } from './test-database'

/** Seeds the demo data once per test run; every test file then gets a cheap private copy. */
export async function setup(project: TestProject): Promise<void> {
  const dir = join(tmpdir(), 'portal-tests')
  await mkdir(dir, { recursive: true })
  const pglite = await openPglite(null)
  const database = await connectDatabase({ kind: 'pglite', dataDir: null, pglite })
  await seed(database.db)
  const dumpPath = join(dir, `seeded-${process.pid}.tar.gz`)
  await writeFile(dumpPath, Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer()))
  await database.close()
  project.provide('seededPgliteDump', dumpPath)

  if (process.env.TEST_DATABASE_URL) {
    await withAdmin(async (admin) => {
      await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`)
      await admin.query(`create database ${TEMPLATE_DATABASE}`)
    })
    const postgres = await connectDatabase({
      kind: 'postgres',
      url: databaseUrl(TEMPLATE_DATABASE),
      poolSize: 2,
    })
    await seed(postgres.db)
    await postgres.close()
  }
}

async function seed(db: Db): Promise<void> {
  await seedPortal(db, { businessCount: 320 })
}
