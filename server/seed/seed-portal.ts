import type { Db } from '../db/db'
import { upsertTranslations } from '../db/repositories/translations.repository'
import { MESSAGE_TABLES } from '@content/messages'
import { buildDataset } from './dataset'
import { seedDemoData, syncPlans, type SeedReport } from './seed'

export const DEFAULT_BUSINESS_COUNT = 320

/**
 * Everything a start needs: reference data kept current, and the demo directory on first start unless
 * `isDemoSeeded` is false (SEED_DEMO=0: a real directory is loaded with `npm run import` instead).
 */
export async function seedPortal(
  db: Db,
  options: { businessCount?: number; isDemoSeeded?: boolean } = {},
): Promise<SeedReport> {
  await syncPlans(db)
  await upsertTranslations(db, MESSAGE_TABLES)
  if (options.isDemoSeeded === false) return { applied: false, counts: {} }
  return seedDemoData(db, () =>
    buildDataset({ businessCount: options.businessCount ?? DEFAULT_BUSINESS_COUNT }),
  )
}
