import type { components } from '../../openapi/schema.gen'
import type { WeatherRecord } from '../db/repositories/weather.repository'

/** A stored reading as the contract's WeatherItem. */
export function toWeatherItem(w: WeatherRecord): components['schemas']['WeatherItem'] {
  return {
    citySlug: w.citySlug,
    city: w.city,
    temperature: w.temperature,
    observedAt: w.observedAt.toISOString(),
    source: w.source,
  }
}
