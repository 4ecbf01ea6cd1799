import {
  WeatherProviderError,
  type WeatherProviderPort,
} from '../../server/services/weather/weather-provider.port'

/** A weather provider that answers every city with the given temperature, or is down. */
export function fakeWeatherProvider(
  behaviour: { temperature: number } | 'down',
): WeatherProviderPort & { calls: number } {
  const provider = {
    name: 'open-meteo',
    calls: 0,
    async currentTemperatures(locations: readonly { citySlug: string }[]) {
      provider.calls += 1
      if (behaviour === 'down') throw new WeatherProviderError('the fake provider is down')
      return locations.map((l) => ({
        citySlug: l.citySlug,
        temperature: behaviour.temperature,
        observedAt: new Date('2026-11-22T09:55:00Z'),
      }))
    },
  }
  return provider
}
