import { customType, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

// Uploaded files kept in the database (chosen when DATABASE_URL is set), so every app process serves every upload.

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres returns a Buffer, PGlite a Uint8Array: both become a Buffer.
  fromDriver: (value) => Buffer.from(value),
})

/** A file in chunks of at most STORED_FILE_CHUNK_BYTES, so no single row or message carries a whole large file. */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    key: text('key').notNull(),
    chunk: integer('chunk').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.key, t.chunk] })],
)
