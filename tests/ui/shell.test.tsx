// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { aBusiness } from '../support/builders'
import { fakeAnalytics, fakeBusinesses, fakePorts } from '../support/fakes'
import { renderRoute } from '../support/render-route'

afterEach(cleanup)

describe('the site shell', () => {
  it('has landmarks and a skip link to the main content', async () => {
    await renderRoute('/')
    expect(screen.getByRole('banner')).toBeTruthy()
    expect(screen.getByRole('main').id).toBe('main-content')
    expect(screen.getByRole('contentinfo')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe(
      '#main-content',
    )
  })

  it('carries the current path in the Sign In link', async () => {
    await renderRoute('/businesses?page=2')
    const signIn = screen.getAllByRole('link', { name: 'Sign In' })[0]!
    expect(signIn.getAttribute('href')).toBe('/login?redirect=%2Fbusinesses%3Fpage%3D2')
  })

  it('opens a navigation menu from the keyboard and closes it with Escape', async () => {
    const { user } = await renderRoute('/')
    const listings = screen.getByRole('button', { name: 'Listings' })
    expect(listings.getAttribute('aria-expanded')).toBe('false')

    listings.focus()
    await user.keyboard('{Enter}')
    expect(listings.getAttribute('aria-expanded')).toBe('true')
    const nav = screen.getByRole('navigation', { name: 'Main navigation' })
    expect(within(nav).getByRole('link', { name: 'All businesses' })).toBeTruthy()

    await user.keyboard('{Escape}')
    expect(listings.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(listings)
  })

  it('opens the mobile drawer, moves focus into it, and closes it with Escape', async () => {
    const { user } = await renderRoute('/')
    const toggle = screen.getByRole('button', { name: 'Menu' })
    await user.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    const drawer = screen.getByRole('dialog', { name: 'Site menu' })
    expect(drawer.contains(document.activeElement)).toBe(true)
    expect(within(drawer).getByRole('link', { name: 'All businesses' })).toBeTruthy()

    await user.keyboard('{Escape}')
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(toggle)
  })

  it('reports a page view for the first page and every navigation, and focuses the new heading', async () => {
    const analytics = fakeAnalytics()
    const { user } = await renderRoute('/', { ports: fakePorts({ analytics }) })
    await waitFor(() => expect(analytics.views).toEqual([{ path: '/', query: '' }]))

    const footer = screen.getByRole('contentinfo')
    await user.click(within(footer).getByRole('link', { name: 'Business categories' }))

    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Business categories' })).toBeTruthy(),
    )
    await waitFor(() => expect(analytics.views.at(-1)).toEqual({ path: '/categories', query: '' }))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })))
  })
})

describe('the home page', () => {
  it('shows featured businesses, popular categories and the latest articles', async () => {
    await renderRoute('/')
    expect(screen.getByRole('heading', { level: 1, name: 'Discover the best of Cyprus' })).toBeTruthy()
    const featured = screen.getByRole('region', { name: 'Featured businesses' })
    expect(
      within(featured).getByRole('link', { name: 'Meze Taverna (opens in a new tab)' }).getAttribute('href'),
    ).toBe('/meze-taverna')
    const categories = screen.getByRole('region', { name: 'Popular categories' })
    expect(within(categories).getByText('Food & Drink')).toBeTruthy()
    expect(
      within(screen.getByRole('region', { name: 'Latest from the blog' })).getByText('Moving to Cyprus'),
    ).toBeTruthy()
  })
})

describe('the business listing', () => {
  it('pages through businesses with links that keep the filter', async () => {
    const businesses = Array.from({ length: 12 }, (_, index) => index + 1).map((id) =>
      aBusiness({ id, slug: `business-${id}`, name: { en: `Business ${id}` } }),
    )
    await renderRoute('/businesses?page=2&category=restaurants', {
      ports: fakePorts({ businesses: fakeBusinesses(businesses) }),
    })
    expect(screen.getByRole('heading', { level: 1, name: 'Business listings' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Business 10 (opens in a new tab)' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Business 1 (opens in a new tab)' })).toBeNull()
    const pagination = screen.getByRole('navigation', { name: 'Pagination' })
    expect(within(pagination).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page')
    expect(within(pagination).getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe(
      '/businesses?category=restaurants',
    )
  })
})
