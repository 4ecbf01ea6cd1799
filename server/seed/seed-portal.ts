import type { Db } from '../db/connect'
import { upsertTranslations } from '../db/repositories/translations.repository'
import { MESSAGE_TABLES } from '@content/messages'
import { buildDataset } from './dataset'
import { seedDemoData, syncPlans, type SeedReport } from './seed'

export const DEFAULT_BUSINESS_COUNT = 320

/** Everything a start needs: reference data kept current, and the demo directory on first start. */
export async function seedPortal(db: Db, options: { businessCount?: number } = {}): Promise<SeedReport> {
  await syncPlans(db)
  await upsertTranslations(db, MESSAGE_TABLES)
  return seedDemoData(db, () =>
    buildDataset({ businessCount: options.businessCount ?? DEFAULT_BUSINESS_COUNT }),
  )
}
