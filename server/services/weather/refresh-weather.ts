import type { Db } from '../../db/db'
import { listWeather, saveWeatherReadings } from '../../db/repositories/weather.repository'
import type { WeatherProviderPort } from './weather-provider.port'

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
