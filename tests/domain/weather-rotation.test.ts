import { describe, expect, it } from 'vitest'
import { nextWeatherIndex, wholeDegrees } from '@domain/weather/weather-rotation'

describe('weather rotation', () => {
  it('moves to the next city and wraps around to the first', () => {
    expect(nextWeatherIndex(0, 3)).toBe(1)
    expect(nextWeatherIndex(2, 3)).toBe(0)
  })

  it('stays on the first city when there is one or none', () => {
    expect(nextWeatherIndex(0, 1)).toBe(0)
    expect(nextWeatherIndex(0, 0)).toBe(0)
  })

  it('shows whole degrees, never minus zero', () => {
    expect(wholeDegrees(23.4)).toBe(23)
    expect(wholeDegrees(23.5)).toBe(24)
    expect(Object.is(wholeDegrees(-0.2), 0)).toBe(true)
  })
})
