import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { connectDatabase } from '../../../server/db/connect'
import { EXPECTED_MIGRATIONS } from '../../../server/db/repositories/readiness.repository'
import { expectMatchesContract } from '../../support/contract'
import { appOver, createTestApp } from '../../support/test-app'
import { databaseUrl, ENGINES, openSeededDatabase, withAdmin } from '../../support/test-database'

describe.each(ENGINES)('readiness on %s', (kind) => {
  it('answers ready with every migration applied', async () => {
    const t = await createTestApp(kind)
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/ready' })
      expectMatchesContract('getReadiness', response)
      expect(response.json()).toMatchObject({
        status: 'ready',
        database: kind,
        migrations: { applied: EXPECTED_MIGRATIONS, expected: EXPECTED_MIGRATIONS },
      })
    } finally {
      await t.close()
    }
  })

  it('answers 503 NOT_READY when the database does not answer, while liveness still answers', async () => {
    const database = await openSeededDatabase(kind)
    const { app } = await appOver(database)
    await database.close()
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/ready' })
      expectMatchesContract('getReadiness', ready)
      expect(ready.statusCode).toBe(503)
      expect(ready.json().code).toBe('NOT_READY')
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
    } finally {
      await app.close()
    }
  })
})

describe.runIf(ENGINES.includes('postgres'))('replicas starting together on an empty PostgreSQL', () => {
  it('migrate one at a time, and both start', async () => {
    const name = `portal_empty_${randomBytes(6).toString('hex')}`
    await withAdmin((admin) => admin.query(`create database ${name}`))
    try {
      const started = await Promise.all(
        [1, 2, 3].map(() => connectDatabase({ kind: 'postgres', url: databaseUrl(name), poolSize: 2 })),
      )
      await Promise.all(started.map((d) => d.close()))
    } finally {
      await withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`))
    }
  })
})
