import { sql } from 'drizzle-orm'
import type { Task } from '../maintenance/tasks'
import { seedPortal } from './seed-portal'

/** `npm run seed`'s work, run by the CLI or, beside a running server, by the server (server/maintenance/). */
export const seedTask: Task<'seed'> = async (db, { businessCount, reset }) => {
  if (reset) {
    // Demo content only; accounts and subscriptions of later issues are not in these tables.
    await db.execute(
      sql`truncate seed_runs, reviews, business_amenities, business_categories, business_subscriptions, businesses, amenities, categories, articles, article_categories, weather_readings restart identity cascade`,
    )
  }
  const report = await seedPortal(db, { businessCount })
  // The embedded database runs no autovacuum: without this the visibility map stays empty after a large seed and
  // every index-only scan of the listing reads the table too (outside a transaction, as VACUUM requires).
  if (report.applied) await db.execute(sql`vacuum analyze`)
  return report
}
