// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { WEATHER_ROTATION_MS } from '@domain/weather/weather-rotation'
import { fakePorts } from '../support/fakes'
import { renderRoute } from '../support/render-route'

beforeEach(() => {
  // Only the rotation's interval is faked; loading and rendering run on real timers.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const weatherBar = () => screen.getByRole('status', { name: 'Current weather' })

describe('the weather in the top bar', () => {
  it('shows one city as "City N°C" and moves to the next every 5000 ms', async () => {
    await renderRoute('/about')
    expect(weatherBar().textContent).toBe('Nicosia 23°C')

    act(() => vi.advanceTimersByTime(WEATHER_ROTATION_MS - 1))
    expect(weatherBar().textContent).toBe('Nicosia 23°C')

    act(() => vi.advanceTimersByTime(1))
    expect(weatherBar().textContent).toBe('Limassol 26°C')

    act(() => vi.advanceTimersByTime(WEATHER_ROTATION_MS))
    expect(weatherBar().textContent).toBe('Nicosia 23°C')
  })

  it('names the city in the page language', async () => {
    await renderRoute('/about', { locale: 'el' })
    expect(screen.getByRole('status', { name: 'Τρέχων καιρός' }).textContent).toBe('Λευκωσία 23°C')
  })

  it("says 'Weather unavailable' when the weather cannot be read", async () => {
    const ports = fakePorts({
      weather: {
        current: async () => {
          throw new Error('down')
        },
      },
    })
    await renderRoute('/about', { ports })
    expect(weatherBar().textContent).toBe('Weather unavailable')
  })

  it("says 'Failed to fetch weather data' after a failed load, also the server's, and tries again on request", async () => {
    // The first read is the route loader's, as on the server; the retry reads again in the browser.
    let isDown = true
    const readings = await fakePorts().weather.current()
    const ports = fakePorts({
      weather: {
        current: async () => {
          if (isDown) throw new Error('down')
          return readings
        },
      },
    })
    const { user } = await renderRoute('/about', {
      ports,
      userOptions: { advanceTimers: vi.advanceTimersByTime },
    })
    expect(weatherBar().textContent).toBe('Weather unavailable')
    expect(screen.getByText('Failed to fetch weather data')).toBeTruthy()
    isDown = false
    await user.click(screen.getByRole('button', { name: 'Load the weather again' }))
    await vi.waitFor(() => expect(weatherBar().textContent).toBe('Nicosia 23°C'))
    expect(screen.queryByText('Failed to fetch weather data')).toBeNull()
  })

  it("says 'No weather data' when there are no readings", async () => {
    await renderRoute('/about', { ports: fakePorts({ weather: { current: async () => [] } }) })
    expect(weatherBar().textContent).toBe('No weather data')
  })
})
