import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureFirstAdmin, firstAdminFromEnv, StartupConfigError } from '../../../server/accounts/first-admin'
import type { Database } from '../../../server/db/connect'
import { createUser, findUserByEmail } from '../../../server/db/repositories/users.repository'
import { verifyPassword } from '../../../server/services/auth/secrets'
import { openSeededDatabase } from '../../support/test-database'

const root = resolve(import.meta.dirname, '../../..')

describe('the first admin of a fresh install', () => {
  it('is read from ADMIN_EMAIL and ADMIN_PASSWORD, both or neither, with a password of 12 characters or more', () => {
    expect(firstAdminFromEnv({})).toBeNull()
    expect(firstAdminFromEnv({ ADMIN_EMAIL: 'boss@example.cy', ADMIN_PASSWORD: 'twelve-chars' })).toEqual({
      email: 'boss@example.cy',
      password: 'twelve-chars',
    })
    expect(() => firstAdminFromEnv({ ADMIN_EMAIL: 'boss@example.cy' })).toThrow(StartupConfigError)
    expect(() =>
      firstAdminFromEnv({ ADMIN_EMAIL: 'boss@example.cy', ADMIN_PASSWORD: 'eleven-char' }),
    ).toThrow('at least 12 characters')
    expect(() => firstAdminFromEnv({ ADMIN_EMAIL: 'boss', ADMIN_PASSWORD: 'long enough password' })).toThrow(
      'not an email address',
    )
  })

  describe('on the database', () => {
    let database: Database
    beforeAll(async () => {
      database = await openSeededDatabase('pglite')
    })
    afterAll(() => database.close())
    const at = new Date('2026-11-24T10:00:00Z')

    it('is created verified when no admin exists, and never touched again once one does', async () => {
      const admin = { email: 'first@example.cy', password: 'a long first password' }
      expect(await ensureFirstAdmin(database.db, admin, at)).toBe('created')
      const user = await findUserByEmail(database.db, admin.email)
      expect(user).toMatchObject({ role: 'admin', emailVerifiedAt: at })
      const changed = { ...admin, password: 'another long password' }
      expect(await ensureFirstAdmin(database.db, changed, at)).toBe('admin-exists')
      const again = await findUserByEmail(database.db, admin.email)
      expect(await verifyPassword(again?.passwordHash ?? '', admin.password)).toBe(true)
    })
  })

  it('refuses an address somebody registered without confirming it', async () => {
    const fresh = await openSeededDatabase('pglite')
    try {
      await createUser(fresh.db, {
        name: 'Squatter',
        email: 'boss@example.cy',
        passwordHash: 'x',
        language: 'en',
        phone: null,
        countryCode: null,
        agreeMarketing: false,
      })
      await expect(
        ensureFirstAdmin(
          fresh.db,
          { email: 'boss@example.cy', password: 'a long first password' },
          new Date(),
        ),
      ).rejects.toThrow('never confirmed its address')
    } finally {
      await fresh.close()
    }
  })

  it('stops the server start with a clear message when the password is too short', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-first-admin-'))
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: '0',
        ADMIN_EMAIL: 'boss@example.cy',
        ADMIN_PASSWORD: 'short',
      },
    })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const code = await new Promise((done) => child.on('exit', done))
    expect(code).toBe(1)
    expect(stderr).toContain('Cannot start the portal: ADMIN_PASSWORD must be at least 12 characters')
  }, 60_000)
})
