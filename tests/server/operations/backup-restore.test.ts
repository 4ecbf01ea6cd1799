import { mkdtempSync, statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { count } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import {
  restoreEmbeddedBackup,
  restoreServerBackup,
  writeEmbeddedBackup,
  writeServerBackup,
} from '../../../server/backup/backup'
import { connectDatabase, openPglite, type Database } from '../../../server/db/connect'
import { businesses, reviews } from '../../../server/db/schema'
import { databaseUrl, openSeededDatabase, withAdmin } from '../../support/test-database'

const freshDir = () => mkdtempSync(join(tmpdir(), 'portal-backup-'))

async function fingerprint(database: Database) {
  const [b] = await database.db.select({ n: count() }).from(businesses)
  const [r] = await database.db.select({ n: count() }).from(reviews)
  const [first] = await database.db.select().from(businesses).orderBy(businesses.id).limit(1)
  return {
    businesses: b?.n,
    reviews: r?.n,
    first: { slug: first?.slug, name: first?.name, hours: first?.hours },
  }
}

describe('backup and restore', () => {
  it('round-trips a seeded embedded database through a tar.gz into another DATA_DIR', async () => {
    // A seeded DATA_DIR on disk, from the suite's seeded dump.
    const source = join(freshDir(), 'data')
    const seeded = await openPglite(
      join(source, 'pglite'),
      new Blob([await readFile(inject('seededPgliteDump'))]),
    )
    await seeded.close()
    const original = await connectDatabase({ kind: 'pglite', dataDir: join(source, 'pglite') })
    const expected = await fingerprint(original)
    const file = join(freshDir(), 'portal.tar.gz')
    try {
      const dump = original.dumpDataDir
      if (!dump) throw new Error('the embedded database has a dump')
      expect(await writeEmbeddedBackup(dump, file)).toBeGreaterThan(1000)
      expect(statSync(file).mode & 0o777).toBe(0o600)
    } finally {
      await original.close()
    }

    const target = join(freshDir(), 'data')
    await restoreEmbeddedBackup(target, file)
    const restored = await connectDatabase({ kind: 'pglite', dataDir: join(target, 'pglite') })
    try {
      expect(expected.businesses).toBeGreaterThan(100)
      expect(await fingerprint(restored)).toEqual(expected)
    } finally {
      await restored.close()
    }
  }, 180_000)

  it.runIf(process.env.TEST_DATABASE_URL)(
    'round-trips a seeded PostgreSQL database through pg_dump and pg_restore',
    async () => {
      const source = await openSeededDatabase('postgres')
      const file = join(freshDir(), 'portal.dump')
      const name = `portal_restore_${process.pid}`
      try {
        const expected = await fingerprint(source)
        // The copy's URL: openSeededDatabase names a private database; its pool knows which.
        await writeServerBackup(await urlOf(source), file)
        await withAdmin((admin) => admin.query(`drop database if exists ${name}`))
        await withAdmin((admin) => admin.query(`create database ${name}`))
        await restoreServerBackup(databaseUrl(name), file)
        const restored = await connectDatabase({ kind: 'postgres', url: databaseUrl(name), poolSize: 2 })
        try {
          expect(await fingerprint(restored)).toEqual(expected)
        } finally {
          await restored.close()
        }
      } finally {
        await source.close()
        await withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`))
      }
    },
    180_000,
  )
})

async function urlOf(database: Database): Promise<string> {
  const result: unknown = await database.db.execute('select current_database() as name')
  const rows =
    typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)
      ? result.rows
      : []
  const first: unknown = rows[0]
  const name = typeof first === 'object' && first !== null && 'name' in first ? String(first.name) : ''
  return databaseUrl(name)
}
