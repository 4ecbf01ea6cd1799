import { eq } from 'drizzle-orm'
import type { Db } from '../connect'
import { dataVersion } from '../schema'

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
