import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { connectDatabase, databaseOptionsFromEnv } from '../db/connect'
import { DEFAULT_BUSINESS_COUNT, seedPortal } from './seed-portal'

// `npm run seed -- --businesses 100000 [--reset]`: a directory of the given size in DATA_DIR or DATABASE_URL.
const { values } = parseArgs({
  options: {
    businesses: { type: 'string', default: String(DEFAULT_BUSINESS_COUNT) },
    reset: { type: 'boolean', default: false },
  },
})
const businessCount = Number(values.businesses)
if (!Number.isInteger(businessCount) || businessCount < 1 || businessCount > 1_000_000) {
  console.error('--businesses must be a whole number from 1 to 1000000')
  process.exit(2)
}

const started = performance.now()
const database = await connectDatabase(databaseOptionsFromEnv(process.env))
if (values.reset) {
  // Demo content only; accounts and subscriptions of later issues are not in these tables.
  await database.db.execute(
    sql`truncate seed_runs, reviews, business_amenities, business_categories, business_subscriptions, businesses, amenities, categories, articles, article_categories, weather_readings restart identity cascade`,
  )
}
const report = await seedPortal(database.db, { businessCount })
// The embedded database runs no autovacuum: without this the visibility map stays empty after a large seed and
// every index-only scan of the listing reads the table too (outside a transaction, as VACUUM requires).
if (report.applied) await database.db.execute(sql`vacuum analyze`)
await database.close()
const seconds = ((performance.now() - started) / 1000).toFixed(1)
if (report.applied) console.log(`Seeded in ${seconds} s:`, report.counts)
else
  console.log(
    `The database already holds the demo directory (${JSON.stringify(report.counts)}); pass --reset to rebuild it.`,
  )
