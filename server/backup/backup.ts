import { spawn } from 'node:child_process'
import { existsSync, renameSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { connectDatabase, openPglite } from '../db/connect'
import { acquireDataDirLock, restrictDataDir } from '../db/data-dir-lock'

/**
 * The embedded database's files as a tar.gz (PGlite's dumpDataDir), written 0600. `dump` is the open database's
 * own dump: the running server's when it holds DATA_DIR, else one opened for this.
 */
export async function writeEmbeddedBackup(dump: () => Promise<Blob>, file: string): Promise<number> {
  const bytes = Buffer.from(await (await dump()).arrayBuffer())
  await writeFile(file, bytes, { mode: 0o600 })
  return bytes.length
}

/**
 * Replaces DATA_DIR's embedded database with a backup. The portal must be stopped (the DATA_DIR lock says so); the
 * database it replaces is kept beside it as pglite.before-restore-<time>, and the restored one is migrated to this
 * version, so an older backup works with a newer portal.
 */
export async function restoreEmbeddedBackup(dataDir: string, file: string): Promise<string | null> {
  const lock = acquireDataDirLock(dataDir)
  const pgliteDir = join(dataDir, 'pglite')
  let keptAs: string | null = null
  try {
    if (existsSync(pgliteDir)) {
      keptAs = `${pgliteDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`
      renameSync(pgliteDir, keptAs)
    }
    const client = await openPglite(pgliteDir, new Blob([await readFile(file)]))
    await client.close()
    restrictDataDir(pgliteDir)
  } finally {
    lock.release()
  }
  // Brings the restored schema up to date, under the lock again, before any server opens it.
  await (await connectDatabase({ kind: 'pglite', dataDir: pgliteDir })).close()
  return keptAs
}

/** pg_dump's custom format: compressed, and pg_restore can restore it into an empty or an existing database. */
export function writeServerBackup(databaseUrl: string, file: string): Promise<void> {
  return run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${databaseUrl}`])
}

/** Drops and recreates what the backup holds (--clean --if-exists), then the app migrates it at its next start. */
export function restoreServerBackup(databaseUrl: string, file: string): Promise<void> {
  return run('pg_restore', [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--single-transaction',
    `--dbname=${databaseUrl}`,
    file,
  ])
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', (error) =>
      reject(new Error(`${command} could not run (${error.message}); install the PostgreSQL client tools`)),
    )
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${stderr.trim()}`)),
    )
  })
}
