// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NetworkError } from '@domain/errors'
import { aBusiness } from '../support/builders'
import { fakeBusinesses, fakePorts } from '../support/fakes'
import { renderRoute } from '../support/render-route'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

/** The listing, whose business fails to load `failures` times before it loads; counts the requests. */
async function listingWithFailingBusiness(failures: number) {
  const business = aBusiness()
  const requests = { count: 0 }
  const businesses = fakeBusinesses([business], {
    findById: async () => {
      requests.count += 1
      if (requests.count <= failures) throw new NetworkError()
      return business
    },
  })
  await renderRoute('/businesses', { ports: fakePorts({ businesses }) })
  return { business, requests }
}

/** Lets the page's time pass: the retry's delay, and the promises it settles. */
async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms))
}

// Spec §8: 'Failed to load business information', without the default three retries' eight seconds of spinner.
describe('a preview whose business fails to load', () => {
  it('asks once more, then says it failed with a Try again button within 3 s', async () => {
    const { requests } = await listingWithFailingBusiness(Infinity)
    vi.useFakeTimers()
    fireEvent.click(screen.getByRole('button', { name: 'Preview of Meze Taverna' }))
    const dialog = await vi.waitFor(() => screen.getByRole('dialog', { name: 'Meze Taverna' }))
    expect(within(dialog).getByRole('status').textContent).toBe('Loading business information')

    await wait(3000)
    expect(within(dialog).getByRole('alert').textContent).toContain('Failed to load business information')
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeTruthy()
    expect(within(dialog).queryByRole('status')).toBeNull()
    expect(requests.count).toBe(2)
  })

  it('loads the business when Try again is pressed', async () => {
    const { requests } = await listingWithFailingBusiness(2)
    vi.useFakeTimers()
    fireEvent.click(screen.getByRole('button', { name: 'Preview of Meze Taverna' }))
    const dialog = await vi.waitFor(() => screen.getByRole('dialog', { name: 'Meze Taverna' }))
    await wait(3000)

    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
    await wait(0)
    expect(within(dialog).getByRole('heading', { name: 'About' })).toBeTruthy()
    expect(within(dialog).queryByRole('alert')).toBeNull()
    expect(requests.count).toBe(3)
  })
})
