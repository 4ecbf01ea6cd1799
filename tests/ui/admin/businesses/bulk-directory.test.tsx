// @vitest-environment jsdom
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { ListingStatus } from '@domain/business/listing-status'
import { ApiError } from '@domain/errors'
import { signedInAdminPorts } from '../../../support/admin-session'
import { anAdminBusiness, fakeAdminBusinesses } from '../../../support/fake-admin-businesses'
import { aQueueListing } from '../../../support/fake-claims'
import { anOwnerListing } from '../../../support/fake-owners'
import { renderRoute } from '../../../support/render-route'

// The pages load their code on first visit; on a busy machine that takes longer than the default second.
configure({ asyncUtilTimeout: 5000 })

const NAMES = ['Zephyros', 'Meze House', 'Blue Fig', 'Old Mill']

function directoryOf(statuses: ListingStatus[]) {
  const listings = statuses.map((status, i) =>
    aQueueListing({
      business: { ...aQueueListing().business, id: 10 + i, name: { en: NAMES[i] }, status },
    }),
  )
  const businesses = listings.map(({ business }) =>
    anAdminBusiness({ listing: { ...anOwnerListing(), id: business.id, status: business.status } }),
  )
  return fakeAdminBusinesses({ listings, businesses })
}

describe('bulk publication in the business directory', () => {
  afterEach(cleanup)

  it('unpublishes three businesses, names the one that failed and publishes the retry', async () => {
    const adminBusinesses = directoryOf(['approved', 'approved', 'approved', 'unpublished'])
    const setStatus = adminBusinesses.setStatus.bind(adminBusinesses)
    let isSessionOver = true
    adminBusinesses.setStatus = async (id, status, reason) => {
      if (id === 11 && isSessionOver) {
        isSessionOver = false
        throw new ApiError('admin.unavailable', 401, 'SESSION_EXPIRED')
      }
      return setStatus(id, status, reason)
    }
    const { user } = await renderRoute('/admin/businesses', {
      ports: signedInAdminPorts({ adminBusinesses }),
    })
    const table = await screen.findByRole('table', { name: 'Businesses' })
    for (const name of ['Zephyros', 'Meze House', 'Blue Fig'])
      await user.click(within(table).getByRole('checkbox', { name: `Select ${name}` }))
    const bar = screen.getByRole('region', { name: 'Bulk actions' })
    expect(within(bar).getByText('3 selected')).toBeTruthy()
    expect(within(bar).queryByRole('button', { name: /Publish again/ })).toBeNull()
    await user.click(within(bar).getByRole('button', { name: 'Unpublish (3)' }))
    await user.type(within(bar).getByRole('textbox', { name: /optional/ }), 'Closed for the winter')
    await user.click(within(bar).getByRole('button', { name: 'Yes, go ahead' }))

    const alert = (await screen.findByText('Unpublish: 2 of 3 done, 1 failed.')).closest<HTMLElement>(
      '[role="alert"]',
    )!
    expect(within(alert).getByRole('listitem').textContent).toBe(
      'Meze House: your session has expired: sign in again, then retry',
    )
    await waitFor(() => expect(document.activeElement).toBe(alert))
    await user.click(within(alert).getByRole('button', { name: 'Retry the failed ones' }))
    expect(await screen.findByText('Unpublish: all 1 done.')).toBeTruthy()
    expect(adminBusinesses.calls.filter((c) => c.startsWith('status'))).toEqual([
      'status 10 unpublished Closed for the winter',
      'status 12 unpublished Closed for the winter',
      'status 11 unpublished Closed for the winter',
    ])
  })

  it('ticks a whole page at once and clears the ticks on another search', async () => {
    const adminBusinesses = directoryOf(['approved', 'unpublished'])
    const { user } = await renderRoute('/admin/businesses', {
      ports: signedInAdminPorts({ adminBusinesses }),
    })
    await screen.findByRole('table', { name: 'Businesses' })
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }))
    expect(screen.getByText('2 selected')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Publish again (1)' })).toBeTruthy()

    await user.type(screen.getByLabelText('Name or number'), 'Zeph')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    await screen.findByText('1 business')
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull()
    expect((screen.getByRole('checkbox', { name: 'Select Zephyros' }) as HTMLInputElement).checked).toBe(
      false,
    )
  })
})
