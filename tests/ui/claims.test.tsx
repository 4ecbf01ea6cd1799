// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { SessionUser } from '@domain/session/session-user'
import { aClaim, aQueueClaim, aQueueListing, fakeClaims, fakeWorkQueue } from '../support/fake-claims'
import { fakeAccounts, fakePorts, fakeSessionStore } from '../support/fakes'
import { renderRoute } from '../support/render-route'

const eleni: SessionUser = {
  id: '21',
  name: 'Eleni Georgiou',
  email: 'eleni@example.cy',
  avatar: null,
  role: 'user',
  phone: null,
  countryCode: null,
  language: 'en',
}
const admin: SessionUser = {
  ...eleni,
  id: '1',
  name: 'Admin Nikou',
  email: 'admin@example.cy',
  role: 'admin',
}

const signedIn = (user: SessionUser, token: string, ports = {}) =>
  fakePorts({
    accounts: fakeAccounts([{ user, password: 'x', isVerified: true }]),
    sessionStore: fakeSessionStore({ user, token }),
    ...ports,
  })

describe('claiming a business', () => {
  afterEach(cleanup)

  it('sends a signed-out visitor to sign in and back', async () => {
    const { router } = await renderRoute('/claim-business')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toEqual({ redirect: '/claim-business' })
  })

  it('finds the listing, claims it with the mailed code and says the team will confirm', async () => {
    const claims = fakeClaims()
    const { user } = await renderRoute('/claim-business', { ports: signedIn(eleni, 'token-21', { claims }) })
    await user.type(await screen.findByRole('searchbox', { name: 'Business name' }), 'meze')
    await user.click(screen.getByRole('button', { name: 'Find' }))
    await user.click(await screen.findByRole('button', { name: 'Claim Meze Taverna' }))

    const heading = await screen.findByRole('heading', { name: 'You are claiming Meze Taverna' })
    expect(document.activeElement).toBe(heading)
    await user.click(screen.getByRole('radio', { name: /code sent to the business email/ }))
    await user.click(screen.getByRole('button', { name: 'Claim the business' }))
    expect(claims.calls).toContain('open 1 email')

    expect(await screen.findByText(/We sent a 6-digit code to i•••@mezehouse.cy/)).toBeTruthy()
    const code = screen.getByRole('textbox', { name: 'Code' })
    await user.type(code, '000000')
    await user.click(screen.getByRole('button', { name: 'Confirm the code' }))
    expect(await screen.findByText('This code is not right. Check it and try again.')).toBeTruthy()
    expect(code.getAttribute('aria-invalid')).toBe('true')

    await user.clear(code)
    await user.type(code, '123456')
    await user.click(screen.getByRole('button', { name: 'Confirm the code' }))
    expect(await screen.findByText(/The code is right. Our team will confirm the claim/)).toBeTruthy()
    const mine = screen.getByRole('heading', { name: 'Your claims' }).closest('section')!
    expect(within(mine).getByText('Verified, waiting for our team')).toBeTruthy()
  })

  it('takes a document for a document claim', async () => {
    const claims = fakeClaims([aClaim({ id: 4, method: 'document', sentTo: null })])
    const { user } = await renderRoute('/claim-business?claim=4', {
      ports: signedIn(eleni, 'token-21', { claims }),
    })
    const input = await screen.findByLabelText(
      'Document (PDF, JPEG or PNG, up to 10 MB)',
      {},
      { timeout: 3000 },
    )
    await user.upload(input, new File(['%PDF-1.4'], 'deed.pdf', { type: 'application/pdf' }))
    await user.click(screen.getByRole('button', { name: 'Send the document' }))
    await waitFor(() => expect(claims.calls).toContain('document 4'))
    expect(await screen.findByText(/We have your document/, {}, { timeout: 3000 })).toBeTruthy()
  })

  it('shows each claim with its status and the rejection reason on the profile page', async () => {
    const claims = fakeClaims([
      aClaim({ id: 2, status: 'rejected', rejectionReason: 'The document is not legible.' }),
      aClaim({ id: 1, businessName: { en: 'Kafeneio' }, method: 'phone' }),
    ])
    await renderRoute('/profile', { ports: signedIn(eleni, 'token-21', { claims }) })
    const section = (await screen.findByRole('heading', { name: 'Your claims' })).closest('section')!
    expect(await within(section).findByText('Not approved')).toBeTruthy()
    expect(within(section).getByText('Reason: The document is not legible.')).toBeTruthy()
    expect(within(section).getByRole('link', { name: 'Continue the claim of Kafeneio' })).toBeTruthy()
  })
})

describe('the admin work queue', () => {
  afterEach(cleanup)

  it('shows the evidence and a conflict, and approves a claim with focus on the outcome', async () => {
    const owner = { id: 5, name: 'Andreas Christou', email: 'andreas@example.cy' }
    const queue = fakeWorkQueue([
      aQueueClaim(),
      aQueueClaim({
        id: 8,
        method: 'document',
        status: 'pending',
        isCodeVerified: false,
        documentType: 'application/pdf',
        isConflict: true,
        business: { ...aQueueClaim().business, id: 2, name: { en: 'Kafeneio' }, owner },
      }),
    ])
    const { user } = await renderRoute('/admin/queue', {
      ports: signedIn(admin, 'token-admin', { workQueue: queue }),
    })
    const section = (await screen.findByRole('heading', { name: 'Claims', level: 2 })).closest('section')!
    expect(await within(section).findByText('Code verified')).toBeTruthy()
    expect(
      within(section).getByText(/Conflict: Andreas Christou \(andreas@example.cy\) owns this business/),
    ).toBeTruthy()
    expect(within(section).getByRole('button', { name: 'Show the document' })).toBeTruthy()

    await user.click(within(section).getByRole('button', { name: 'Approve: Meze House' }))
    const outcome = await within(section).findByText('Approved: Meze House now belongs to Eleni Georgiou.')
    expect(document.activeElement).toBe(outcome)
    expect(queue.calls).toEqual(['claim 7 approve'])
    await waitFor(() =>
      expect(within(section).queryByRole('button', { name: 'Approve: Meze House' })).toBeNull(),
    )
  })

  it('rejects an added business only with a reason', async () => {
    const queue = fakeWorkQueue([], [aQueueListing()])
    const { user } = await renderRoute('/admin/queue?type=business', {
      ports: signedIn(admin, 'token-admin', { workQueue: queue }),
    })
    await user.click(await screen.findByRole('button', { name: 'Reject: New Bakery' }))
    const reason = screen.getByRole('textbox', { name: 'Reason for the rejection (sent to the person)' })
    await waitFor(() => expect(document.activeElement).toBe(reason))
    await user.type(reason, 'No address in Cyprus.')
    await user.click(screen.getByRole('button', { name: 'Reject with this reason' }))
    expect(await screen.findByText('Rejected: New Bakery stays hidden.')).toBeTruthy()
    expect(queue.calls).toEqual(['listing 90 reject No address in Cyprus.'])
  })
})
