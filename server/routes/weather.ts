import type { components } from '../../openapi/schema.gen'
import { lastRefreshAt, listWeather, type WeatherRecord } from '../db/repositories/weather.repository'
import type { AppDeps } from '../deps'
import { HttpError } from '../http-error'
import { refreshWeatherReadings } from '../services/weather/refresh-weather'
import { WeatherProviderError } from '../services/weather/weather-provider.port'
import type { OperationHandlers } from '../operation'

// A refresh asks a third party for every city; one a minute is plenty, whichever process gets it.
export const WEATHER_REFRESH_INTERVAL_MS = 60_000
const REFRESH_FAILED = 'Failed to refresh weather data'

export function createWeatherHandlers({ db, weather, clock }: AppDeps): OperationHandlers {
  const current = async () => ({ success: true as const, data: (await listWeather(db)).map(toWeatherItem) })
  return {
    getWeather: current,

    // Admins only (the contract says so): it calls a third party. A failed refresh keeps the stored readings.
    async refreshWeather() {
      if (!weather)
        throw new HttpError(
          503,
          'WEATHER_PROVIDER_NOT_CONFIGURED',
          `${REFRESH_FAILED}: no live weather provider is configured.`,
        )
      const now = clock()
      const last = await lastRefreshAt(db)
      const waitMs = last ? last.getTime() + WEATHER_REFRESH_INTERVAL_MS - now.getTime() : 0
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000)
        throw new HttpError(
          429,
          'WEATHER_REFRESHED_RECENTLY',
          `The weather was refreshed moments ago; try again in ${seconds} s.`,
          {
            'retry-after': String(seconds),
          },
        )
      }
      try {
        await refreshWeatherReadings(db, weather, now)
      } catch (error) {
        if (error instanceof WeatherProviderError)
          throw new HttpError(503, error.code, `${REFRESH_FAILED}: the weather provider is unavailable.`)
        throw error
      }
      return current()
    },
  }
}

function toWeatherItem(w: WeatherRecord): components['schemas']['WeatherItem'] {
  return {
    citySlug: w.citySlug,
    city: w.city,
    temperature: w.temperature,
    observedAt: w.observedAt.toISOString(),
    source: w.source,
  }
}
