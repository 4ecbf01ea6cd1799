// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { aBusiness, aBusinessClosedOnSunday, aReview } from '../support/builders'
import { fakeBusinesses, fakePorts } from '../support/fakes'
import { renderRoute } from '../support/render-route'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

/** The browser's IntersectionObserver as a test drives it: `reach()` reports the watched element in range. */
function fakeIntersectionObservers() {
  const observers: Array<{ report: IntersectionObserverCallback; options?: IntersectionObserverInit }> = []
  class FakeIntersectionObserver {
    constructor(report: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observers.push({ report, options })
    }
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return []
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
  return {
    options: () => observers.at(-1)?.options,
    reach: () =>
      act(() => {
        const entry = { isIntersecting: true } as IntersectionObserverEntry
        for (const { report } of observers) report([entry], {} as IntersectionObserver)
      }),
  }
}

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

describe('the business page reviews and neighbours', () => {
  const manyReviews = Array.from({ length: 20 }, (_, i) =>
    aReview({ id: i + 1, body: `Review number ${i + 1}`, language: i === 0 ? 'el' : 'en' }),
  )
  const withReviews = () =>
    fakePorts({
      businesses: fakeBusinesses(undefined, {
        reviews: async (_id, { limit, offset }) => ({
          reviews: manyReviews.slice(offset, offset + limit),
          total: manyReviews.length,
          hasMore: offset + limit < manyReviews.length,
        }),
      }),
    })

  it('shows fifteen reviews, then appends the rest with Load more', async () => {
    const { user } = await renderRoute('/businesses/1', { ports: withReviews() })
    const list = () => screen.getByRole('region', { name: 'Reviews' })
    expect(within(list()).getAllByRole('listitem')).toHaveLength(15)
    await user.click(screen.getByRole('button', { name: 'Load more reviews' }))
    expect(await within(list()).findByText('Review number 20')).toBeTruthy()
    expect(within(list()).getAllByRole('listitem')).toHaveLength(20)
    expect(screen.queryByRole('button', { name: 'Load more reviews' })).toBeNull()
  })

  it('says which language each review is written in, and marks its text with it', async () => {
    await renderRoute('/businesses/1', { ports: withReviews() })
    const greek = screen.getByText('Review number 1')
    expect(greek.getAttribute('lang')).toBe('el')
    expect(within(greek.closest('li') as HTMLElement).getByText('Greek')).toBeTruthy()
  })

  it('lists similar businesses nearby', async () => {
    await renderRoute('/businesses/1')
    const similar = await screen.findByRole('region', { name: 'Similar businesses nearby' })
    expect(within(similar).getByRole('link', { name: 'Kafeneio (opens in a new tab)' })).toBeTruthy()
  })

  it('asks for similar businesses only when the visitor scrolls near them', async () => {
    const viewport = fakeIntersectionObservers()
    const businesses = fakeBusinesses()
    let asked = 0
    const ports = fakePorts({
      businesses: {
        ...businesses,
        similar: (id, limit) => {
          asked += 1
          return businesses.similar(id, limit)
        },
      },
    })
    await renderRoute('/businesses/1', { ports })
    expect(screen.queryByRole('region', { name: 'Similar businesses nearby' })).toBeNull()
    expect(asked).toBe(0)
    expect(viewport.options()?.rootMargin).toBe('1200px 0px')

    viewport.reach()
    expect(await screen.findByRole('region', { name: 'Similar businesses nearby' })).toBeTruthy()
    expect(asked).toBe(1)
  })

  it('offers call, website and directions links, the external ones opening in a new tab', async () => {
    await renderRoute('/businesses/1')
    expect(screen.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:+35725123456')
    const directions = screen.getByRole('link', { name: 'Directions (opens in a new tab)' })
    expect(directions.getAttribute('href')).toContain('34.67,33.04')
    expect(directions.getAttribute('target')).toBe('_blank')
    expect(directions.getAttribute('rel')).toContain('noopener')
  })
})

describe('the preview dialog', () => {
  it("says 'Failed to load business information' and retries", async () => {
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
    const { user } = await renderRoute('/', { ports })
    const opener = screen.getAllByRole('button', { name: 'Preview of Meze Taverna' })[0]
    if (!opener) throw new Error('no preview button')
    await user.click(opener)
    const dialog = screen.getByRole('dialog', { name: 'Meze Taverna' })
    expect(await within(dialog).findByText('Failed to load business information')).toBeTruthy()
    isDown = false
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }))
    expect(await within(dialog).findByRole('link', { name: /^View details/ })).toBeTruthy()
  })
})
