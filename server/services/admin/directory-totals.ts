import type { Db } from '../../db/db'
import { countDirectory, type DirectoryFilter } from '../../db/repositories/business-directory.repository'
import {
  createPublicDataVersionQuery,
  type DataVersionSource,
} from '../../db/repositories/data-version.repository'
import { createDataVersionSource } from '../cache/data-version'
import { createReadThroughCache } from '../cache/read-through-cache'

/** A total weighs a few bytes: the number of filters kept is the real bound. */
const TOTALS_LIMITS = { maxEntries: 1_000, maxBytes: 256 * 1024 }
const TOTAL_BYTES = 64

/** How many businesses match a filter of the admin's directory. */
export type DirectoryTotals = (filter: DirectoryFilter) => Promise<number>

/**
 * The directory's totals, counted once per filter and public data version: counting 100,000 businesses costs the
 * embedded database more than the page itself, on every page of the same filter. `businesses` is a tracked table
 * (migration public-data-version), so a write to it changes the version in the same transaction and the next
 * request counts again: a total is never older than the request.
 */
export function createDirectoryTotals(db: Db, versions: DataVersionSource | undefined): DirectoryTotals {
  // Made on the first count, not here: handler factories only build closures (the contract check lists them).
  let source = versions
  const totals = createReadThroughCache<number>(TOTALS_LIMITS, () => TOTAL_BYTES)
  return async (filter) => {
    source ??= createDataVersionSource(createPublicDataVersionQuery(db))
    const version = await source.current()
    const key = JSON.stringify([
      filter.status ?? null,
      filter.foldedName ?? null,
      filter.nameKeys ?? null,
      filter.id ?? null,
    ])
    return totals.read(key, version, () => countDirectory(db, filter))
  }
}
