import type { Db } from '../db/db'
import { exportBusinesses } from '../db/repositories/business-import.repository'
import type { BusinessRecord } from './business-record'

const PRICE_SYMBOLS = { 1: '$', 2: '$$', 3: '$$$', 4: '$$$$' } as const

/**
 * Every business as an import record, in id order. One without an external id (the demo directory, added through
 * the site) gets `portal-<id>`, so re-importing an export updates the same businesses.
 */
export async function* exportRecords(db: Db): AsyncGenerator<BusinessRecord> {
  for await (const { id, externalId, priceRange, categoryPaths, ...fields } of exportBusinesses(db))
    yield {
      ...fields,
      externalId: externalId ?? `portal-${id}`,
      priceRange: priceSymbol(priceRange),
      categories: categoryPaths,
    }
}

function priceSymbol(level: number | null): BusinessRecord['priceRange'] {
  return level === 1 || level === 2 || level === 3 || level === 4 ? PRICE_SYMBOLS[level] : null
}
