import type { Db } from '../../db/db'
import { checkReadiness, type Readiness } from '../../db/repositories/readiness.repository'

/** The database's migrations applied and expected; null when the database does not answer at all. */
export async function databaseReadiness(db: Db): Promise<Readiness | null> {
  return checkReadiness(db).catch(() => null)
}
