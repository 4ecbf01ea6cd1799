import { randomBytes } from 'node:crypto'
import type { Db } from '../../db/db'
import {
  deleteStoredFile,
  insertStoredFile,
  readStoredFile,
} from '../../db/repositories/stored-files.repository'
import { isValidStorageKey, type FileStoragePort } from './file-storage.port'

/**
 * Files in the database's stored_file_chunks table: every app process on one PostgreSQL serves every upload, with
 * no shared disk. main.ts picks it when DATABASE_URL is set; the embedded database keeps files on the local disk.
 */
export function createDatabaseStorage(db: Db): FileStoragePort {
  return {
    async save(folder, extension, bytes) {
      const key = `${folder}/${randomBytes(16).toString('hex')}.${extension}`
      if (!isValidStorageKey(key)) throw new Error(`not a valid storage key: ${key}`)
      // The primary key (key, chunk) refuses a reused key, as the disk adapter's exclusive write does.
      await insertStoredFile(db, key, bytes)
      return key
    },
    async read(key) {
      return isValidStorageKey(key) ? readStoredFile(db, key) : null
    },
    async remove(key) {
      if (isValidStorageKey(key)) await deleteStoredFile(db, key)
    },
  }
}
