import { asc, eq } from 'drizzle-orm'
import type { Db } from '../db'
import { storedFileChunks } from '../schema'

// 256 KiB: a 5 MB photo is twenty rows, each well inside any driver's message limits.
export const STORED_FILE_CHUNK_BYTES = 256 * 1024

/** Writes the file's chunks in one transaction: a reader sees all of it or nothing. */
export async function insertStoredFile(db: Db, key: string, bytes: Buffer): Promise<void> {
  const rows: { key: string; chunk: number; data: Buffer }[] = []
  for (let offset = 0, chunk = 0; offset < bytes.length || chunk === 0; chunk++) {
    rows.push({ key, chunk, data: bytes.subarray(offset, offset + STORED_FILE_CHUNK_BYTES) })
    offset += STORED_FILE_CHUNK_BYTES
  }
  await db.transaction(async (tx) => {
    for (const row of rows) await tx.insert(storedFileChunks).values(row)
  })
}

/** The file's bytes in order, or null when no file has the key. */
export async function readStoredFile(db: Db, key: string): Promise<Buffer | null> {
  const rows = await db
    .select({ data: storedFileChunks.data })
    .from(storedFileChunks)
    .where(eq(storedFileChunks.key, key))
    .orderBy(asc(storedFileChunks.chunk))
  return rows.length === 0 ? null : Buffer.concat(rows.map((row) => row.data))
}

export async function deleteStoredFile(db: Db, key: string): Promise<void> {
  await db.delete(storedFileChunks).where(eq(storedFileChunks.key, key))
}
