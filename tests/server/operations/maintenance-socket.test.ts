import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { Database } from '../../../server/db/connect'
import { listenForMaintenance } from '../../../server/maintenance/maintenance-server'
import {
  isMaintenanceSocketPresent,
  maintenanceSocketPath,
} from '../../../server/maintenance/maintenance-socket'
import { openOrNull, post, viaServer } from '../../../server/maintenance/run-task'
import { MAINTENANCE_TASKS } from '../../../server/maintenance/tasks'
import { seedTask } from '../../../server/seed/seed-task'
import { acquireDataDirLock } from '../../../server/db/data-dir-lock'
import { openSeededDatabase } from '../../support/test-database'
import pino from 'pino'

const dataDirs: string[] = []
let database: Database | null = null
afterEach(async () => {
  await database?.close()
  database = null
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function aDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-maint-'))
  dataDirs.push(dir)
  return dir
}

describe('the maintenance socket the CLIs use beside a running server', () => {
  it('runs the tasks for a process of the same user, over a 0600 socket that replaces a stale one', async () => {
    database = await openSeededDatabase('pglite')
    const dataDir = aDataDir()
    // A server that crashed left its socket file behind.
    writeFileSync(maintenanceSocketPath(dataDir), '')
    const server = await listenForMaintenance(
      dataDir,
      {
        db: database.db,
        tasks: { ...MAINTENANCE_TASKS, seed: seedTask },
        dumpDataDir: async () => new Blob([Buffer.from([0x1f, 0x8b])]),
      },
      pino({ level: 'silent' }),
    )
    expect(server).not.toBeNull()
    try {
      const socket = statSync(maintenanceSocketPath(dataDir))
      expect(socket.isSocket()).toBe(true)
      expect(socket.mode & 0o777).toBe(0o600)

      const exported = await viaServer(dataDir, 'export', {})
      expect(exported.length).toBeGreaterThan(100)
      expect((await post(dataDir, 'backup', {})).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]))
      await expect(post(dataDir, 'drop-everything', {})).rejects.toThrow(/answered 404/)
    } finally {
      await server?.close()
    }
    expect(isMaintenanceSocketPresent(dataDir)).toBe(false)
  }, 60_000)

  it('sends a CLI to the server only when a live server holds DATA_DIR and its socket is there', async () => {
    const dataDir = aDataDir()
    const held = acquireDataDirLock(dataDir, process.ppid)
    try {
      const settings = { dataDir, databaseUrl: null, databasePoolSize: 1 }
      await expect(openOrNull(settings)).rejects.toThrow(/The portal is running with this DATA_DIR/)
      writeFileSync(maintenanceSocketPath(dataDir), '')
      expect(await openOrNull(settings)).toBeNull()
    } finally {
      held.release()
    }
  })
})
