// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderRoute } from '../support/render-route'

afterEach(cleanup)

// The button's code loads with the visitor's first scroll; it listens from then on.
async function renderPage(path: string) {
  const view = await renderRoute(path)
  expect(document.querySelector('.scroll-top')).toBeNull()
  act(() => {
    fireEvent.scroll(window)
  })
  await waitFor(() => expect(document.querySelector('.scroll-top')).not.toBeNull())
  return view
}

function scrollTo(y: number, viewportHeight = 1000) {
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: viewportHeight })
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y })
  act(() => {
    fireEvent.scroll(window)
  })
}

describe('the scroll-to-top button', () => {
  it('appears only after scrolling past 40% of the viewport height', async () => {
    await renderPage('/about')
    scrollTo(0)
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull()

    scrollTo(400)
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull()

    scrollTo(401)
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeTruthy()

    scrollTo(100)
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull()
  })

  it('loads on a page opened already scrolled, without waiting for a scroll', async () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 900 })
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 })
    await renderRoute('/about')
    expect(await screen.findByRole('button', { name: 'Scroll to top' })).toBeTruthy()
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 })
  })

  it('scrolls smoothly back to the top when pressed', async () => {
    const { user } = await renderPage('/about')
    scrollTo(800)
    await user.click(screen.getByRole('button', { name: 'Scroll to top' }))
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' })
  })
})
