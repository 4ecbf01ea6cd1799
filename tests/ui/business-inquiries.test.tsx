// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { PLAN_DEFINITIONS } from '@domain/plans/plan-features'
import { aReview } from '../support/builders'
import { fakeOwnerTools } from '../support/fake-owner-tools'
import { fakeBusinesses, fakePorts } from '../support/fakes'
import { renderRoute } from '../support/render-route'

// Its own file: React listens for events on the document once per file, and the owner panels' tests render into
// a container of their own first, which would leave a page rendered into the document without listeners.
afterEach(cleanup)

const standard = PLAN_DEFINITIONS.find((p) => p.slug === 'standard')!.features

describe('the business page for visitors', () => {
  it('offers "Request a quote" when the plan has the lead form, and sends it', async () => {
    const ownerTools = fakeOwnerTools({ features: standard })
    const ports = fakePorts({ ownerTools })
    // A visitor who is not signed in: the test acts once the page has read the stored session.
    const { user } = await renderRoute('/businesses/1', {
      ports,
      session: { status: 'signedOut', user: null, token: null },
    })
    const form = await screen.findByRole('form', { name: 'Request a quote' })
    await user.type(within(form).getByLabelText('Your name'), 'Andreas')
    await user.type(within(form).getByLabelText('Email or phone'), 'andreas@example.cy')
    await user.type(within(form).getByLabelText('What do you need?'), 'A table for 12 on Friday')
    await user.click(within(form).getByLabelText(/I agree that the business may contact me/))
    await user.click(within(form).getByRole('button', { name: 'Send request' }))
    expect(
      await within(form).findByText('Thank you! Your request has been sent to the business.'),
    ).toBeTruthy()
    expect(ownerTools.leads).toHaveLength(1)
    expect(screen.queryByRole('form', { name: 'Message the business' })).toBeNull()
  })

  it('shows neither form on Basic', async () => {
    await renderRoute('/businesses/1')
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByRole('form', { name: 'Request a quote' })).toBeNull()
  })

  it("shows the owner's reply under the review", async () => {
    const businesses = fakeBusinesses()
    businesses.reviews = async (businessId) => ({
      reviews: [
        aReview({
          businessId,
          ownerReply: {
            text: 'Thank you for coming!',
            createdAt: '2026-11-01T10:00:00Z',
            updatedAt: '2026-11-01T10:00:00Z',
          },
        }),
      ],
      total: 1,
      hasMore: false,
    })
    await renderRoute('/businesses/1', { ports: fakePorts({ businesses }) })
    expect(await screen.findByText('Response from the owner')).toBeTruthy()
    expect(screen.getByText('Thank you for coming!')).toBeTruthy()
  })
})

describe("the visitor's messages in the profile", () => {
  it("lists the messages sent to businesses with the owners' answers", async () => {
    const ownerTools = fakeOwnerTools({
      sent: [
        {
          id: 1,
          businessId: 1,
          businessName: { en: 'Meze Taverna' },
          message: 'Do you deliver to Paphos?',
          createdAt: '2026-11-20T10:00:00.000Z',
          answer: 'We do, on Saturdays.',
          answeredAt: '2026-11-21T10:00:00.000Z',
        },
      ],
    })
    await renderRoute('/profile', {
      ports: fakePorts({ ownerTools }),
      session: {
        status: 'signedIn',
        user: { id: '7', name: 'Eleni', email: 'eleni@example.cy', avatar: null, role: 'user' },
        token: 'token-7',
      },
    })
    const section = await screen.findByRole('region', { name: 'Your messages to businesses' })
    expect(within(section).getByText('Do you deliver to Paphos?')).toBeTruthy()
    expect(within(section).getByText('We do, on Saturdays.')).toBeTruthy()
    expect(within(section).getByText('Answer from Meze Taverna')).toBeTruthy()
  })
})
