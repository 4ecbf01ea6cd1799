import { eq } from 'drizzle-orm'
import type { Db } from '../db'
import { dataVersion } from '../schema'

/** The public data's version as every process sees it; `current()` reflects every write committed before the call. */
export type DataVersionSource = { current(): Promise<number> }

// The scope the public-data triggers bump (migration public-data-version).
const PUBLIC_SCOPE = 'public'

/** The public data's version, bumped at the commit of every write to a table public reads depend on. */
export function createPublicDataVersionQuery(db: Db): () => Promise<number> {
  // Prepared once: under load this is the query the portal runs most.
  const query = db
    .select({ version: dataVersion.version })
    .from(dataVersion)
    .where(eq(dataVersion.scope, PUBLIC_SCOPE))
    .prepare('public_data_version')
  return async () => Number((await query.execute())[0]?.version ?? 0)
}

/** The same read on a raw client, for the embedded database's own bookkeeping (pglite-data-version.ts). */
export async function readPublicDataVersion(
  query: (text: string, params: unknown[]) => Promise<{ rows: unknown[] }>,
): Promise<number> {
  const { rows } = await query('select version from data_version where scope = $1', [PUBLIC_SCOPE])
  const [row] = rows
  return typeof row === 'object' && row !== null && 'version' in row ? Number(row.version) : 0
}
