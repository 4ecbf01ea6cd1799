export type WeatherLocation = { citySlug: string; lat: number; lng: number }
export type WeatherObservation = { citySlug: string; temperature: number; observedAt: Date }

/** A live source of current temperatures. */
export type WeatherProviderPort = {
  /** A short name stored with each reading, e.g. 'open-meteo'. */
  readonly name: string
  /**
   * Resolves with one observation per location it could read.
   * Rejects with a `WeatherProviderError` when the provider cannot be reached or answers nonsense.
   */
  currentTemperatures(locations: readonly WeatherLocation[]): Promise<WeatherObservation[]>
}

export class WeatherProviderError extends Error {
  readonly code = 'WEATHER_PROVIDER_UNAVAILABLE'
}
