import {
  WeatherProviderError,
  type WeatherLocation,
  type WeatherObservation,
  type WeatherProviderPort,
} from './weather-provider.port'

const TIMEOUT_MS = 5000

/** Open-Meteo's forecast API (no key needed); `baseUrl` is e.g. https://api.open-meteo.com. */
export function createOpenMeteoWeather(
  baseUrl: string,
  fetchImpl: typeof fetch = fetch,
): WeatherProviderPort {
  return {
    name: 'open-meteo',
    async currentTemperatures(locations) {
      if (locations.length === 0) return []
      const url = new URL('/v1/forecast', baseUrl)
      url.searchParams.set('latitude', locations.map((l) => l.lat.toFixed(4)).join(','))
      url.searchParams.set('longitude', locations.map((l) => l.lng.toFixed(4)).join(','))
      url.searchParams.set('current', 'temperature_2m')
      url.searchParams.set('timezone', 'UTC')
      let body: unknown
      try {
        const response = await fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS) })
        if (!response.ok) throw new WeatherProviderError(`Open-Meteo answered ${response.status}`)
        body = await response.json()
      } catch (error) {
        if (error instanceof WeatherProviderError) throw error
        throw new WeatherProviderError(`Open-Meteo is unreachable: ${String(error)}`)
      }
      return toObservations(locations, body)
    },
  }
}

// One location answers with an object, several with an array in the order asked.
function toObservations(locations: readonly WeatherLocation[], body: unknown): WeatherObservation[] {
  const items = Array.isArray(body) ? body : [body]
  const observations: WeatherObservation[] = []
  locations.forEach((location, i) => {
    const current = field(items[i], 'current')
    const temperature = field(current, 'temperature_2m')
    const time = field(current, 'time')
    if (typeof temperature !== 'number' || !Number.isFinite(temperature)) return
    const observedAt = typeof time === 'string' ? new Date(`${time}Z`) : new Date()
    observations.push({
      citySlug: location.citySlug,
      temperature,
      observedAt: isNaN(observedAt.getTime()) ? new Date() : observedAt,
    })
  })
  if (observations.length === 0) throw new WeatherProviderError('Open-Meteo answered without temperatures')
  return observations
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined // indexing a checked object
}
