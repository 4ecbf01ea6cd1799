import type { WeatherPort } from '@/ports'
import type { ApiClient } from './api-client'
import { apiFailure } from './api-failure'

export function createApiWeather(api: ApiClient): WeatherPort {
  return {
    async current() {
      const { data, error, response } = await api.GET('/api/weather')
      if (!data) throw apiFailure('weather.unavailable', response, error)
      return data.data.map(({ citySlug, city, temperature, observedAt }) => ({
        citySlug,
        city,
        temperature,
        observedAt,
      }))
    },
  }
}
