import {
  chmodSync,
  closeSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs'
import { join } from 'node:path'
import { isMainThread } from 'node:worker_threads'

/** Thrown when another live process holds the data directory; its message says what to do. */
export class DataDirLockedError extends Error {
  readonly code = 'DATA_DIR_LOCKED'
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The portal is running with this DATA_DIR (${dataDir}, process ${pid}); stop it, or use another DATA_DIR ` +
        `(or DATABASE_URL for a PostgreSQL server several processes can share).`,
    )
  }
}

export type DataDirLock = { release(): void }

const LOCK_FILE = 'portal.lock'

/**
 * One process per embedded database: PGlite opened twice on the same files corrupts them. The lock is a file
 * created exclusively with this process's pid; a lock whose process is gone is taken over.
 *
 * The data is private to the portal's user: the directory is created 0700 (which alone keeps other users out),
 * and the process's umask becomes 077 so the files it creates after this (uploads) are 0600. PGlite sets its own
 * files' modes, so `restrictDataDir` tightens them after the database opens and when it closes.
 */
export function acquireDataDirLock(dataDir: string, pid = process.pid): DataDirLock {
  // A worker thread cannot change the process's umask; the directory's mode still protects the data.
  if (isMainThread) process.umask(0o077)
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const path = join(dataDir, LOCK_FILE)
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o600)
      writeSync(fd, String(pid))
      closeSync(fd)
      return { release: () => releaseIfOurs(path, pid) }
    } catch (error) {
      if (!isCode(error, 'EEXIST')) throw error
      const holder = Number(readFileSync(path, 'utf8').trim())
      if (Number.isInteger(holder) && holder > 0 && holder !== pid && isAlive(holder))
        throw new DataDirLockedError(dataDir, holder)
      // A lock left by a process that is gone (a crash, a kill -9): take it over.
      rmSync(path, { force: true })
    }
  }
  throw new Error(`Could not lock ${dataDir}: another process keeps creating ${LOCK_FILE}.`)
}

function releaseIfOurs(path: string, pid: number): void {
  try {
    if (readFileSync(path, 'utf8').trim() === String(pid)) rmSync(path, { force: true })
  } catch {
    // Already gone: nothing to release.
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to another user; it still holds the directory.
    return isCode(error, 'EPERM')
  }
}

function isCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code
}

/** Every folder under `dir` becomes 0700 and every file 0600. */
export function restrictDataDir(dir: string): void {
  chmodSync(dir, 0o700)
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) restrictDataDir(path)
    else if (entry.isFile()) chmodSync(path, 0o600)
  }
}
