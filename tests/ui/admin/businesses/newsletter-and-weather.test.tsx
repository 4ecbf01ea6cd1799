// @vitest-environment jsdom
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { IncompleteExportError } from '@domain/admin/csv-export'
import { signedInAdminPorts } from '../../../support/admin-session'
import { aSubscriber, aWeatherRecord, fakeAdminBusinesses } from '../../../support/fake-admin-businesses'
import { renderRoute } from '../../../support/render-route'

// The pages load their code on first visit; on a busy machine that takes longer than the default second.
configure({ asyncUtilTimeout: 5000 })

describe("the admin's newsletter page", () => {
  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
  })

  const subscribers = [
    aSubscriber(),
    aSubscriber({
      id: 2,
      email: 'boris@example.cy',
      language: 'ru',
      status: 'unsubscribed',
      unsubscribedAt: '2026-11-02T08:00:00.000Z',
    }),
  ]

  it('lists subscribers with their language and status, filtered from the address', async () => {
    const adminBusinesses = fakeAdminBusinesses({ subscribers })
    await renderRoute('/admin/newsletter', { ports: signedInAdminPorts({ adminBusinesses }) })
    const table = await screen.findByRole('table', { name: 'Newsletter' })
    const row = within(table).getByText('boris@example.cy').closest('tr')!
    expect(within(row).getByText('ru')).toBeTruthy()
    expect(within(row).getByText('Unsubscribed')).toBeTruthy()
    expect(screen.getByText('2 subscribers')).toBeTruthy()
    cleanup()
    await renderRoute('/admin/newsletter?status=unsubscribed', {
      ports: signedInAdminPorts({ adminBusinesses }),
    })
    expect(await screen.findByText('1 subscriber')).toBeTruthy()
  })

  it('downloads the CSV of the current filter through the port', async () => {
    const adminBusinesses = fakeAdminBusinesses({ subscribers })
    const createObjectURL = vi.fn(() => 'blob:subscribers')
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() })
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const { user } = await renderRoute('/admin/newsletter?q=anna', {
      ports: signedInAdminPorts({ adminBusinesses }),
    })
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }))
    await waitFor(() => expect(click).toHaveBeenCalled())
    expect(adminBusinesses.calls).toContain('csv anna ')
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob))
  })

  it('says plainly when the export broke off part way, saves nothing, and retries', async () => {
    const adminBusinesses = fakeAdminBusinesses({
      subscribers,
      exportFailure: new IncompleteExportError(120, 500),
    })
    const createObjectURL = vi.fn(() => 'blob:subscribers')
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() })
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const { user } = await renderRoute('/admin/newsletter', {
      ports: signedInAdminPorts({ adminBusinesses }),
    })
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }))
    const alert = (
      await screen.findByText('The export stopped after 120 of 500 rows, so no file was saved. Try again.')
    ).closest<HTMLElement>('[role="alert"]')!
    await waitFor(() => expect(document.activeElement).toBe(alert))
    expect(createObjectURL).not.toHaveBeenCalled()

    await user.click(within(alert).getByRole('button', { name: 'Try the export again' }))
    const saved = await screen.findByText(/Saved all \d+ rows as newsletter-subscribers\.csv\./)
    expect(saved.closest('[role="status"]')).toBeTruthy()
    expect(createObjectURL).toHaveBeenCalledTimes(1)
  })
})

describe("the admin's weather page", () => {
  afterEach(cleanup)

  it('shows the last reading of each city with its time and source', async () => {
    await renderRoute('/admin/weather', { ports: signedInAdminPorts() })
    const table = await screen.findByRole('table', { name: 'Weather' })
    const row = within(table).getByText('Limassol').closest('tr')!
    expect(within(row).getByText('21.4°C')).toBeTruthy()
    expect(within(row).getByText('open-meteo')).toBeTruthy()
  })

  it('refreshes now and says how it went', async () => {
    const adminBusinesses = fakeAdminBusinesses({
      readings: [aWeatherRecord(), aWeatherRecord({ citySlug: 'paphos', city: { en: 'Paphos' } })],
    })
    const { user } = await renderRoute('/admin/weather', { ports: signedInAdminPorts({ adminBusinesses }) })
    await user.click(await screen.findByRole('button', { name: 'Refresh now' }))
    const outcome = await screen.findByText('Refreshed: 2 cities have new readings.')
    await waitFor(() => expect(document.activeElement).toBe(outcome))
  })

  it('shows a failed refresh as text', async () => {
    const adminBusinesses = fakeAdminBusinesses({ refreshFailure: 'WEATHER_PROVIDER_UNAVAILABLE' })
    const { user } = await renderRoute('/admin/weather', { ports: signedInAdminPorts({ adminBusinesses }) })
    await user.click(await screen.findByRole('button', { name: 'Refresh now' }))
    const alert = await screen.findByText(
      'The refresh failed: The weather provider is not answering. The last readings stay.',
    )
    expect(alert.getAttribute('role')).toBe('alert')
  })
})
