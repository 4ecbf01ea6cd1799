// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { signedInAdminPorts } from '../../../support/admin-session'
import { anAdminBusiness, fakeAdminBusinesses } from '../../../support/fake-admin-businesses'
import { aQueueListing } from '../../../support/fake-claims'
import { anOwnerListing } from '../../../support/fake-owners'
import { renderRoute } from '../../../support/render-route'

// The pages load their code on first visit; on a busy machine that takes longer than the default second.

describe("the admin's businesses", () => {
  afterEach(cleanup)

  const listings = [
    aQueueListing({
      business: { ...aQueueListing().business, id: 7, name: { el: 'Ζέφυρος' }, status: 'approved' },
    }),
    aQueueListing(),
  ]

  it('lists businesses of every status, searches by name and keeps the search in the address', async () => {
    const adminBusinesses = fakeAdminBusinesses({ listings })
    const { user, router } = await renderRoute('/admin/businesses', {
      ports: signedInAdminPorts({ adminBusinesses }),
    })
    const table = await screen.findByRole('table', { name: 'Businesses' })
    expect(within(table).getByRole('link', { name: 'Ζέφυρος' })).toBeTruthy()
    expect(within(table).getByText('Waiting for review')).toBeTruthy()
    expect(screen.getByText('2 businesses')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Businesses', current: 'page' })).toBeTruthy()

    await user.type(screen.getByLabelText('Name or number'), 'ζεφ')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByText('1 business')).toBeTruthy()
    expect(router.state.location.search).toMatchObject({ q: 'ζεφ' })
    expect(adminBusinesses.calls.at(-1)).toBe('directory ζεφ  1')
  })

  it('filters by status from the address', async () => {
    const adminBusinesses = fakeAdminBusinesses({ listings })
    await renderRoute('/admin/businesses?status=pending_review', {
      ports: signedInAdminPorts({ adminBusinesses }),
    })
    expect(await screen.findByText('1 business')).toBeTruthy()
    expect(adminBusinesses.calls).toContain('directory  pending_review 1')
  })

  it("offers to add a business, with the owner's form and an optional owner", async () => {
    await renderRoute('/admin/businesses', { ports: signedInAdminPorts() })
    await screen.findByRole('table', { name: 'Businesses' })
    // The site's own "Add a business" (for owners) is in the header too.
    const links = screen.getAllByRole('link', { name: 'Add a business' }).map((a) => a.getAttribute('href'))
    expect(links).toContain('/admin/businesses/new')
    cleanup()
    await renderRoute('/admin/businesses/new', { ports: signedInAdminPorts() })
    expect(await screen.findByRole('heading', { name: 'Add a business', level: 1 })).toBeTruthy()
    expect(await screen.findByLabelText("Owner's email (optional)")).toBeTruthy()
    expect(screen.getByLabelText('Name in English')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Add and publish' })).toBeTruthy()
  })

  it('unpublishes a business with a reason and says so', async () => {
    const adminBusinesses = fakeAdminBusinesses()
    const { user } = await renderRoute('/admin/businesses/41', {
      ports: signedInAdminPorts({ adminBusinesses }),
    })
    await user.type(await screen.findByLabelText('Reason (kept in the audit log)'), 'Closed for good')
    await user.click(screen.getByRole('button', { name: 'Unpublish Harbour Kiosk' }))
    const outcome = await screen.findByText('The business is unpublished and has left the public pages.')
    expect(outcome.getAttribute('role')).toBe('status')
    await waitFor(() => expect(document.activeElement).toBe(outcome))
    expect(adminBusinesses.calls).toContain('status 41 unpublished Closed for good')
  })

  it('sets the badges', async () => {
    const adminBusinesses = fakeAdminBusinesses()
    const { user } = await renderRoute('/admin/businesses/41', {
      ports: signedInAdminPorts({ adminBusinesses }),
    })
    await user.click(await screen.findByLabelText('Verified badge'))
    await user.click(screen.getByRole('button', { name: 'Save the badges' }))
    expect(await screen.findByText('The badges are saved.')).toBeTruthy()
    expect(adminBusinesses.calls).toContain('flags 41 {"verified":true,"featured":false}')
  })

  it('transfers ownership and says when no account has the address', async () => {
    const adminBusinesses = fakeAdminBusinesses()
    const { user } = await renderRoute('/admin/businesses/41', {
      ports: signedInAdminPorts({ adminBusinesses }),
    })
    const email = await screen.findByLabelText("New owner's email")
    await user.type(email, 'maria@elsewhere.test')
    await user.click(screen.getByRole('button', { name: 'Transfer ownership' }))
    const alert = await screen.findByText('No account uses this email address.')
    expect(alert.getAttribute('role')).toBe('alert')
    await user.clear(email)
    await user.type(email, 'maria@example.cy')
    await user.click(screen.getByRole('button', { name: 'Transfer ownership' }))
    expect(await screen.findByText('maria@example.cy now owns this business.')).toBeTruthy()
  })

  it('merges a duplicate only after a confirmation naming both businesses', async () => {
    const kept = anAdminBusiness({
      listing: anOwnerListing({ id: 12, slug: 'harbour-kiosk-2', name: { en: 'Harbour Kiosk Ltd' } }),
    })
    const adminBusinesses = fakeAdminBusinesses({ businesses: [anAdminBusiness(), kept] })
    const { user } = await renderRoute('/admin/businesses/41', {
      ports: signedInAdminPorts({ adminBusinesses }),
    })
    await user.type(await screen.findByLabelText('Number of the business to keep'), '12')
    await user.click(screen.getByRole('button', { name: 'Review the merge' }))
    const dialog = await screen.findByRole('dialog', { name: 'Merge these businesses?' })
    expect(
      within(dialog).getByText(
        /“Harbour Kiosk” \(no\. 41\) will be merged into “Harbour Kiosk Ltd” \(no\. 12\)/,
      ),
    ).toBeTruthy()
    expect(adminBusinesses.calls.some((c) => c.startsWith('merge'))).toBe(false)
    await user.click(
      within(dialog).getByRole('button', { name: 'Merge Harbour Kiosk into Harbour Kiosk Ltd' }),
    )
    expect(await screen.findByText('Merged: 3 reviews and 1 photos moved.')).toBeTruthy()
    expect(adminBusinesses.calls).toContain('merge 41 12')
    expect(screen.getByRole('link', { name: 'Open the business kept' })).toBeTruthy()
  })

  it('shows the owner’s listing editor for the business', async () => {
    await renderRoute('/admin/businesses/41', { ports: signedInAdminPorts() })
    expect(await screen.findByRole('heading', { name: 'Listing' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeTruthy()
  })
})
