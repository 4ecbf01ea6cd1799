import type { Db } from '../../db/db'
import {
  lastRefreshAt,
  listWeather,
  saveWeatherReadings,
  type WeatherRecord,
} from '../../db/repositories/weather.repository'
import type { WeatherProviderPort } from './weather-provider.port'

// A refresh asks a third party for every city; one a minute is plenty, whichever process gets it.
export const WEATHER_REFRESH_INTERVAL_MS = 60_000

/** The stored readings, one per city. */
export function currentWeather(db: Db): Promise<WeatherRecord[]> {
  return listWeather(db)
}

/** How many seconds until the next refresh may ask the provider again; 0 when it may now. */
export async function secondsUntilRefresh(db: Db, now: Date): Promise<number> {
  const last = await lastRefreshAt(db)
  const waitMs = last ? last.getTime() + WEATHER_REFRESH_INTERVAL_MS - now.getTime() : 0
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0
}

/**
 * Asks the provider for every stored city and stores what it answers. Rejects with the provider's
 * `WeatherProviderError` and then leaves the stored readings as they were.
 */
export async function refreshWeatherReadings(
  db: Db,
  provider: WeatherProviderPort,
  now: Date,
): Promise<void> {
  const stored = await listWeather(db)
  const observations = await provider.currentTemperatures(stored)
  await saveWeatherReadings(
    db,
    observations.map((o) => ({ ...o, source: provider.name })),
    now,
  )
}
