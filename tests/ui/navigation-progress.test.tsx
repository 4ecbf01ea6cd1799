// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { NAVIGATION_PENDING_DELAY_MS } from '@/ui/components/layout/navigation-progress'
import type { BusinessesPort } from '@/ports'
import { fakeBusinesses, fakePorts } from '../support/fakes'
import { renderRoute } from '../support/render-route'

afterEach(cleanup)

/** The listing's data waits until the test releases it. */
function heldListing() {
  const businesses = fakeBusinesses()
  let release = () => undefined as void
  const held = new Promise<void>((resolve) => (release = resolve))
  const port: BusinessesPort = {
    ...businesses,
    list: async (request) => {
      await held
      return businesses.list(request)
    },
  }
  return { port, release }
}

describe('the navigation progress bar', () => {
  it('appears when a route change takes longer than the delay and goes when the page arrives', async () => {
    const { port, release } = heldListing()
    const { router } = await renderRoute('/about', { ports: fakePorts({ businesses: port }) })
    expect(screen.queryByRole('progressbar')).toBeNull()

    let navigation: Promise<void> = Promise.resolve()
    act(() => {
      navigation = router.navigate({ to: '/businesses' })
    })
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(
      await screen.findByRole(
        'progressbar',
        { name: 'Loading the page' },
        { timeout: NAVIGATION_PENDING_DELAY_MS * 10 },
      ),
    ).toBeTruthy()

    await act(async () => {
      release()
      await navigation
    })
    expect(screen.queryByRole('progressbar')).toBeNull()
  })

  it('shows skeleton cards on the listing while its data loads', async () => {
    const { port, release } = heldListing()
    const { router } = await renderRoute('/about', { ports: fakePorts({ businesses: port }) })
    let navigation: Promise<void> = Promise.resolve()
    act(() => {
      navigation = router.navigate({ to: '/businesses' })
    })
    // The router shows a route's pending component once the load outlasts its pending delay (1 s).
    expect(await screen.findByText('Loading businesses...', {}, { timeout: 3000 })).toBeTruthy()
    await act(async () => {
      release()
      await navigation
    })
    await waitFor(() => expect(screen.queryByText('Loading businesses...')).toBeNull(), { timeout: 3000 })
  })
})
