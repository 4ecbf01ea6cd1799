import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../db'
import { serverSecrets } from '../schema'

/**
 * The named secret, created on first use. Every process reads the same row, so a link signed by one process is
 * accepted by all; whichever process inserts first wins and the others read its value.
 */
export async function sharedSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name))
  if (!row) throw new Error(`the secret ${name} could not be stored`)
  return row.value
}
