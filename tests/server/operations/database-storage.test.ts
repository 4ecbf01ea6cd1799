import { describe, expect, it } from 'vitest'
import { STORED_FILE_CHUNK_BYTES } from '../../../server/db/repositories/stored-files.repository'
import { createDatabaseStorage } from '../../../server/services/storage/database-storage.adapter'
import { ENGINES, openSeededDatabase } from '../../support/test-database'

describe.each(ENGINES)('uploads kept in the database on %s', (kind) => {
  it('reads back a file larger than one chunk byte for byte, from a second adapter on the same database', async () => {
    const database = await openSeededDatabase(kind)
    try {
      const bytes = Buffer.from(
        Array.from({ length: STORED_FILE_CHUNK_BYTES * 2 + 17 }, (_, i) => (i * 31) % 256),
      )
      const key = await createDatabaseStorage(database.db).save('reviews', 'jpg', bytes)
      expect(key).toMatch(/^reviews\/[0-9a-f]{32}\.jpg$/)
      // Another process is another adapter over the same tables.
      const read = await createDatabaseStorage(database.db).read(key)
      expect(read?.equals(bytes)).toBe(true)
    } finally {
      await database.close()
    }
  })

  it('stores an empty file, forgets a removed one, and refuses keys that are not storage keys', async () => {
    const database = await openSeededDatabase(kind)
    try {
      const storage = createDatabaseStorage(database.db)
      const key = await storage.save('claims', 'png', Buffer.alloc(0))
      expect((await storage.read(key))?.length).toBe(0)
      await storage.remove(key)
      expect(await storage.read(key)).toBeNull()
      await storage.remove(key)
      expect(await storage.read('../etc/passwd')).toBeNull()
    } finally {
      await database.close()
    }
  })
})
