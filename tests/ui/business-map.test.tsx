// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { aBusiness } from '../support/builders'
import { fakeBusinesses, fakePorts } from '../support/fakes'
import { renderRoute } from '../support/render-route'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('the business map page', () => {
  it('asks for the points with the listing’s filters and lists them with links to their pages', async () => {
    const businesses = fakeBusinesses()
    const mapPoints = vi.spyOn(businesses, 'mapPoints')
    await renderRoute('/businesses/map?category=food-drink&minRating=4&sort=rating&page=2', {
      ports: fakePorts({ businesses }),
    })
    expect(mapPoints).toHaveBeenCalledWith({ category: 'food-drink', minRating: 4 }, 500)
    const list = screen.getByRole('region', { name: 'Businesses on this map' })
    expect(within(list).getByRole('link', { name: 'Meze Taverna' }).getAttribute('href')).toBe(
      '/meze-taverna',
    )
    expect(within(list).getByRole('button', { name: 'Show on the map: Kafeneio' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Map of the businesses' })).toBeTruthy()
    // Back to the same search (the order is kept, the page is not).
    const back = screen.getByRole('link', { name: 'Back to the list' }).getAttribute('href') ?? ''
    expect(new URLSearchParams(back.split('?')[1]).get('category')).toBe('food-drink')
    expect(new URLSearchParams(back.split('?')[1]).get('sort')).toBe('rating')
  })

  it('says how many are shown when there are more matches than the map draws', async () => {
    const businesses = fakeBusinesses([aBusiness()], {
      mapPoints: async () => ({
        points: [
          {
            id: 1,
            slug: 'meze-taverna',
            name: { en: 'Meze Taverna' },
            lat: 34.7,
            lng: 33,
            rating: 4.5,
            category: null,
          },
        ],
        total: 1200,
        tiles: null,
      }),
    })
    await renderRoute('/businesses/map', { ports: fakePorts({ businesses }), locale: 'ru' })
    expect(
      screen
        .getByText('Показано 1 из 1200 компаний: уточните поиск, чтобы увидеть остальные.')
        .getAttribute('role'),
    ).toBe('status')
  })

  it('is linked from the listing with the same filters', async () => {
    await renderRoute('/businesses?city=limassol')
    const link = screen.getByRole('link', { name: 'Show on the map' })
    expect(link.getAttribute('href')).toBe('/businesses/map?city=limassol')
  })
})
