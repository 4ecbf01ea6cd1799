import type { LocalizedText } from '../i18n/localized-text'

/** Spec §2, §9: the top bar shows one city at a time, rotating every 5000 ms. */
export const WEATHER_ROTATION_MS = 5000

export type WeatherReading = {
  citySlug: string
  city: LocalizedText
  /** Degrees Celsius as measured; shown rounded to a whole number. */
  temperature: number
  observedAt: string
}

/** Spec §2: whole-number degrees; -0 would read oddly, so it becomes 0. */
export function wholeDegrees(temperature: number): number {
  const rounded = Math.round(temperature)
  return Object.is(rounded, -0) ? 0 : rounded
}

/** The next city to show; wraps around, and stays at 0 for an empty or single list. */
export function nextWeatherIndex(current: number, count: number): number {
  if (count <= 1) return 0
  return (current + 1) % count
}
