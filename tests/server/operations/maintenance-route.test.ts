import { describe, expect, it } from 'vitest'
import { buildApp } from '../../../server/app'
import { MAINTENANCE_TASKS } from '../../../server/maintenance/tasks'
import { registerMaintenanceRoutes } from '../../../server/routes/maintenance'
import { seedTask } from '../../../server/seed/seed-task'
import { openSeededDatabase } from '../../support/test-database'

const TOKEN = 'a'.repeat(64)

describe('the maintenance route the CLIs use beside a running server', () => {
  it('runs a task only for the token from a loopback address, and is not found for anyone else', async () => {
    const database = await openSeededDatabase('pglite')
    const app = await buildApp({
      db: database.db,
      databaseKind: 'pglite',
      clock: () => new Date('2026-11-22T10:00:00Z'),
      weather: null,
      transcriber: null,
      publicUrl: 'http://portal.test',
      version: 'test',
    })
    registerMaintenanceRoutes(app, {
      db: database.db,
      tasks: { ...MAINTENANCE_TASKS, seed: seedTask },
      token: TOKEN,
      dumpDataDir: async () => new Blob([Buffer.from([0x1f, 0x8b])]),
    })
    try {
      const post = (url: string, authorization: string, remoteAddress = '127.0.0.1') =>
        app.inject({ method: 'POST', url, payload: {}, headers: { authorization }, remoteAddress })
      const exported = await post('/internal/maintenance/export', `Bearer ${TOKEN}`)
      expect(exported.statusCode).toBe(200)
      expect(exported.json().length).toBeGreaterThan(100)
      expect((await post('/internal/maintenance/export', `Bearer ${'b'.repeat(64)}`)).statusCode).toBe(404)
      expect((await post('/internal/maintenance/export', 'Bearer short')).statusCode).toBe(404)
      expect((await post('/internal/maintenance/export', `Bearer ${TOKEN}`, '203.0.113.9')).statusCode).toBe(
        404,
      )
      expect((await post('/internal/maintenance/drop-everything', `Bearer ${TOKEN}`)).statusCode).toBe(404)
      const backup = await post('/internal/maintenance/backup', `Bearer ${TOKEN}`)
      expect(backup.headers['content-type']).toBe('application/gzip')
    } finally {
      await app.close()
      await database.close()
    }
  }, 60_000)
})
