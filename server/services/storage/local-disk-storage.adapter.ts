import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { isValidStorageKey, type FileStoragePort } from './file-storage.port'

/** Files on the local disk under `root` (by default DATA_DIR/uploads), named by random keys. */
export function createLocalDiskStorage(root: string): FileStoragePort {
  const base = resolve(root)
  const pathOf = (key: string) => (isValidStorageKey(key) ? join(base, key) : null)
  return {
    async save(folder, extension, bytes) {
      const key = `${folder}/${randomBytes(16).toString('hex')}.${extension}`
      const path = pathOf(key)
      if (!path) throw new Error(`not a valid storage key: ${key}`)
      await mkdir(dirname(path), { recursive: true })
      // 'wx': a key is never reused, so an existing file would mean a collision, not an update.
      await writeFile(path, bytes, { flag: 'wx' })
      return key
    },
    async read(key) {
      const path = pathOf(key)
      if (!path) return null
      try {
        return await readFile(path)
      } catch (error) {
        if (isMissingFile(error)) return null
        throw error
      }
    },
    async remove(key) {
      const path = pathOf(key)
      if (path) await rm(path, { force: true })
    },
  }
}

function isMissingFile(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT'
}
