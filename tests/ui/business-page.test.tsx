// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { aBusiness, aBusinessClosedOnSunday } from '../support/builders'
import { fakeBusinesses, fakePorts } from '../support/fakes'
import { renderRoute } from '../support/render-route'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function hoursRow(day: string) {
  const table = screen.getByRole('table', { name: 'Opening hours' })
  return within(table).getByRole('row', { name: new RegExp(`^${day}`) })
}

describe('the business page', () => {
  it("shows 'Closed' for a day without opening hours", async () => {
    const ports = fakePorts({ businesses: fakeBusinesses([aBusinessClosedOnSunday()]) })
    await renderRoute('/businesses/1', { ports })
    expect(within(hoursRow('Sunday')).getByRole('cell').textContent).toBe('Closed')
    expect(within(hoursRow('Monday')).getByRole('cell').textContent).toBe('09:00–14:00, 17:00–21:00')
  })

  it('lists Monday to Sunday in order', async () => {
    await renderRoute('/businesses/1')
    const table = screen.getByRole('table', { name: 'Opening hours' })
    const days = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent)
    expect(days).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])
  })

  it('shows the name, verified badge, translated price range and first reviews', async () => {
    const ports = fakePorts({ businesses: fakeBusinesses([aBusiness({ priceRange: '$$$' })]) })
    await renderRoute('/meze-taverna', { ports })
    expect(screen.getByRole('heading', { level: 1, name: 'Meze Taverna' })).toBeTruthy()
    expect(screen.getAllByText('Verified').length).toBeGreaterThan(0)
    expect(screen.getByText('Expensive')).toBeTruthy()
    expect(await screen.findByText('Fresh fish and friendly staff.')).toBeTruthy()
  })

  it('finds a business by its category path', async () => {
    await renderRoute('/businesses/food-drink/meze-taverna')
    expect(screen.getByRole('heading', { level: 1, name: 'Meze Taverna' })).toBeTruthy()
  })

  it('offers a retry when the business cannot be loaded', async () => {
    // React and the router report the caught error; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const ports = fakePorts({
      businesses: fakeBusinesses(undefined, {
        findById: async () => {
          throw new Error('down')
        },
      }),
    })
    await renderRoute('/businesses/1', { ports })
    expect(screen.getByRole('heading', { level: 1, name: 'Failed to fetch business' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('loads the business again when the visitor retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    let isDown = true
    const businesses = fakeBusinesses()
    const ports = fakePorts({
      businesses: {
        ...businesses,
        findById: async (id) => {
          if (isDown) throw new Error('down')
          return businesses.findById(id)
        },
      },
    })
    const { user } = await renderRoute('/businesses/1', { ports })
    isDown = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Meze Taverna' })).toBeTruthy()
  })

  it('answers an unknown id with the not-found page', async () => {
    await renderRoute('/businesses/999')
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy()
  })
})
