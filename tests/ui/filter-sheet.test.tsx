// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeBusinesses, fakePorts } from '../support/fakes'
import { renderRoute } from '../support/render-route'

afterEach(cleanup)

// The phone's layout itself (results first, the sheet over them) is CSS, checked in Chromium by e2e/listing.spec.ts.
describe("the listing's filter sheet", () => {
  const toggle = () => screen.getByRole('link', { name: /^Filters/ })

  it('counts the active filters on the link that opens the sheet', async () => {
    await renderRoute('/businesses?price=$$&price=$$$&city=paphos&q=meze', { ports: fakePorts() })
    await screen.findByRole('heading', { level: 1 })
    expect(toggle().textContent).toBe('Filters33 active')
    expect(toggle().getAttribute('aria-expanded')).toBe('false')
    expect(new URL(toggle().getAttribute('href')!, 'http://x').searchParams.get('filters')).toBe('open')
  })

  it('opens from the URL, moves focus into it, and closes with Escape without loading the list again', async () => {
    const businesses = fakeBusinesses()
    const list = vi.spyOn(businesses, 'list')
    const { user, router } = await renderRoute('/businesses?city=paphos', {
      ports: fakePorts({ businesses }),
    })
    await screen.findByRole('heading', { level: 1 })
    const calls = list.mock.calls.length
    await user.click(toggle())
    const title = await screen.findByRole('heading', { name: 'Filters' })
    expect(document.activeElement).toBe(title)
    expect(toggle().getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('group', { name: 'Filters' }).getAttribute('data-open')).toBe('true')
    expect(list.mock.calls.length).toBe(calls)

    await user.keyboard('{Escape}')
    await vi.waitFor(() => expect(router.state.location.search).toEqual({ city: 'paphos' }))
    expect(document.activeElement).toBe(toggle())
    expect(screen.getByRole('group', { name: 'Filters' }).getAttribute('data-open')).toBe('false')
  })

  it('closes when the filters are applied', async () => {
    const { user, router } = await renderRoute('/businesses?filters=open', { ports: fakePorts() })
    await user.click(await screen.findByRole('checkbox', { name: 'Open now' }))
    await user.click(screen.getByRole('button', { name: 'Show results' }))
    await vi.waitFor(() => expect(router.state.location.search).toEqual({ openNow: true }))
    expect(toggle().getAttribute('aria-expanded')).toBe('false')
  })
})
