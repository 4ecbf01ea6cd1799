import type { WeatherReading } from '@domain/weather/weather-rotation'

export interface WeatherPort {
  /** Resolves with the latest reading per city; rejects with `ApiError` ('weather.unavailable') or `NetworkError`. */
  current(): Promise<WeatherReading[]>
}
