import { asc, eq, max } from 'drizzle-orm'
import type { Db } from '../db'
import { weatherReadings } from '../schema'

export type WeatherRecord = typeof weatherReadings.$inferSelect

export async function listWeather(db: Db): Promise<WeatherRecord[]> {
  return db
    .select()
    .from(weatherReadings)
    .orderBy(asc(weatherReadings.sortOrder), asc(weatherReadings.citySlug))
}

export async function saveWeatherReadings(
  db: Db,
  readings: Array<{ citySlug: string; temperature: number; observedAt: Date; source: string }>,
  refreshedAt: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const r of readings) {
      await tx
        .update(weatherReadings)
        .set({ temperature: r.temperature, observedAt: r.observedAt, source: r.source, refreshedAt })
        .where(eq(weatherReadings.citySlug, r.citySlug))
    }
  })
}

/** When a provider was last asked, by any process: refreshes are spaced out from it. */
export async function lastRefreshAt(db: Db): Promise<Date | null> {
  const [row] = await db.select({ at: max(weatherReadings.refreshedAt) }).from(weatherReadings)
  return row?.at ?? null
}
