// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Locale } from '@domain/i18n/localized-text'
import type { SearchSuggestion } from '@domain/search/search-suggestion'
import { fakeBusinesses, fakePorts } from '../support/fakes'
import { renderRoute } from '../support/render-route'

afterEach(cleanup)

const kafeneio: SearchSuggestion = {
  kind: 'business',
  label: 'Kafeneio',
  slug: 'kafeneio',
  citySlug: null,
  detail: 'Cafés · Larnaca',
}

function withSuggestions() {
  const suggest = vi.fn(async (_q: string, _lang: Locale, _signal?: AbortSignal) => [kafeneio])
  return fakePorts({ businesses: fakeBusinesses(undefined, { suggest }) })
}

async function openHeaderSearch(path = '/about') {
  const view = await renderRoute(path, { ports: withSuggestions() })
  const toggle = screen.getByRole('button', { name: 'Open search' })
  fireEvent.click(toggle)
  const search = await screen.findByRole('search', { name: 'Search the directory' })
  const box = within(search).getByRole('combobox', { name: 'Search businesses' })
  return { ...view, toggle, search, box }
}

describe('the header’s search', () => {
  it('opens on every page with the field focused, and says it is open', async () => {
    const { toggle, box } = await openHeaderSearch()
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    await waitFor(() => expect(document.activeElement).toBe(box))
  })

  it('closes the suggestions with Escape first, then the panel, giving focus back to its button', async () => {
    const { toggle, box } = await openHeaderSearch()
    fireEvent.change(box, { target: { value: 'kaf' } })
    expect(await screen.findByRole('option', { name: /Kafeneio/ })).toBeTruthy()

    fireEvent.keyDown(box, { key: 'Escape' })
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(screen.getByRole('search', { name: 'Search the directory' })).toBeTruthy()

    fireEvent.keyDown(box, { key: 'Escape' })
    expect(screen.queryByRole('search', { name: 'Search the directory' })).toBeNull()
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(toggle)
  })

  it('opens the business a suggestion names, and closes as the page changes', async () => {
    const { box, router } = await openHeaderSearch()
    fireEvent.change(box, { target: { value: 'kaf' } })
    await screen.findByRole('option', { name: /Kafeneio/ })
    fireEvent.keyDown(box, { key: 'ArrowDown' })
    fireEvent.keyDown(box, { key: 'Enter' })
    await waitFor(() => expect(router.state.location.pathname).toBe('/kafeneio'))
    await waitFor(() => expect(screen.queryByRole('search', { name: 'Search the directory' })).toBeNull())
  })

  it('sends a typed search to the listing', async () => {
    const { search, box, router } = await openHeaderSearch()
    fireEvent.change(box, { target: { value: 'taverna limassol' } })
    fireEvent.submit(search)
    await waitFor(() => expect(router.state.location.href).toBe('/businesses?q=taverna+limassol'))
  })
})
