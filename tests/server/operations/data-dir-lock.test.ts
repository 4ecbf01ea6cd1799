import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acquireDataDirLock, DataDirLockedError } from '../../../server/db/data-dir-lock'
import { connectDatabase, type Database } from '../../../server/db/connect'

const freshDir = () => mkdtempSync(join(tmpdir(), 'portal-lock-'))

/** The pid of a process that has already exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''])
  await new Promise((done) => child.on('exit', done))
  return child.pid ?? 999_999
}

describe('one process per DATA_DIR', () => {
  it('refuses a second holder with a message that says what to do, and lets go on release', () => {
    const dir = freshDir()
    const lock = acquireDataDirLock(dir)
    const otherProcess = process.ppid
    expect(() => acquireDataDirLock(dir, otherProcess)).toThrow(DataDirLockedError)
    expect(() => acquireDataDirLock(dir, otherProcess)).toThrow(/running with this DATA_DIR.*stop it, or use/)
    lock.release()
    acquireDataDirLock(dir, otherProcess).release()
  })

  it('takes over a lock left by a process that is gone', async () => {
    const dir = freshDir()
    writeFileSync(join(dir, 'portal.lock'), String(await deadPid()))
    const lock = acquireDataDirLock(dir)
    expect(readFileSync(join(dir, 'portal.lock'), 'utf8')).toBe(String(process.pid))
    lock.release()
    expect(existsSync(join(dir, 'portal.lock'))).toBe(false)
  })

  describe('on a real data directory', () => {
    // One fresh embedded database (an initdb: seconds on two busy cores) serves both checks.
    const dir = join(freshDir(), 'data')
    let database: Database | null = null
    beforeAll(async () => {
      database = await connectDatabase({ kind: 'pglite', dataDir: join(dir, 'pglite') })
    }, 120_000)
    afterAll(() => database?.close())

    it('stops a second process that opens the same embedded database, with the message', async () => {
      const script = `import { connectDatabase } from '${resolve('server/db/connect.ts')}'
await connectDatabase({ kind: 'pglite', dataDir: ${JSON.stringify(join(dir, 'pglite'))} })`
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script])
      let stderr = ''
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
      const code = await new Promise((done) => child.on('exit', done))
      expect(code).not.toBe(0)
      expect(stderr).toContain('The portal is running with this DATA_DIR')
    }, 60_000)

    it('keeps the data private to the portal user: the directory 0700, its files 0600', async () => {
      expect(statSync(dir).mode & 0o777).toBe(0o700)
      expect(statSync(join(dir, 'portal.lock')).mode & 0o777).toBe(0o600)
      await database?.close()
      database = null
      expect(existsSync(join(dir, 'portal.lock'))).toBe(false)
      expect(statSync(join(dir, 'pglite')).mode & 0o777).toBe(0o700)
      expect(statSync(join(dir, 'pglite', 'PG_VERSION')).mode & 0o777).toBe(0o600)
    })
  })
})
