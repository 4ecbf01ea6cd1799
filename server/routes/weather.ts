import type { AppDeps } from '../deps'
import { HttpError } from '../http-error'
import { toWeatherItem } from '../mappers/weather.mapper'
import {
  currentWeather,
  refreshWeatherReadings,
  secondsUntilRefresh,
} from '../services/weather/refresh-weather'
import { WeatherProviderError } from '../services/weather/weather-provider.port'
import type { OperationHandlers } from '../operation'

const REFRESH_FAILED = 'Failed to refresh weather data'

export function createWeatherHandlers({ db, weather, clock }: AppDeps): OperationHandlers {
  const current = async () => ({
    success: true as const,
    data: (await currentWeather(db)).map(toWeatherItem),
  })
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
      const seconds = await secondsUntilRefresh(db, now)
      if (seconds > 0) {
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
