// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { EMPTY_LISTING_FORM } from '@domain/business/listing-draft'
import { ApiError, PlanLimitError } from '@domain/errors'
import type { SessionUser } from '@domain/session/session-user'
import { aCategory } from '../../support/builders'
import { fakeOwnerTools } from '../../support/fake-owner-tools'
import { anOwnerListing, fakeListingDraft, fakeOwners } from '../../support/fake-owners'
import { fakeBusinesses, fakeCategories, fakePorts, fakeSessionStore } from '../../support/fakes'
import { renderRoute } from '../../support/render-route'

afterEach(cleanup)

const main = () => within(screen.getByRole('main'))

const eleni: SessionUser = {
  id: '7',
  name: 'Eleni Georgiou',
  email: 'eleni@example.cy',
  avatar: null,
  role: 'user',
  phone: null,
  countryCode: '+357',
  language: 'en',
  agreeMarketing: false,
  emailVerified: true,
}

const categories = fakeCategories([
  aCategory({ id: 1, slug: 'food', name: { en: 'Food' }, path: 'food' }),
  aCategory({ id: 2, slug: 'shops', name: { en: 'Shops' }, path: 'shops' }),
  aCategory({ id: 3, slug: 'health', name: { en: 'Health' }, path: 'health' }),
])
const businesses = fakeBusinesses(undefined, {
  filterOptions: async () => ({
    cities: [{ slug: 'limassol', name: { en: 'Limassol' }, businessCount: 3 }],
    amenities: [{ slug: 'wifi', name: { en: 'Wi-Fi' }, icon: 'wifi' }],
  }),
})

function signedIn(overrides: Parameters<typeof fakePorts>[0] = {}) {
  return fakePorts({
    sessionStore: fakeSessionStore({ user: eleni, token: 'token-7' }),
    categories,
    businesses,
    ...overrides,
  })
}

describe('adding a business', () => {
  it('asks a visitor to sign in and keeps what they typed', async () => {
    const listingDraft = fakeListingDraft()
    const view = await renderRoute('/add-business', { ports: fakePorts({ listingDraft }) })
    expect(await main().findByText(/Please sign in to add your business/)).toBeTruthy()
    await view.user.type(main().getByLabelText('Name in Greek'), 'Ταβέρνα')
    expect(listingDraft.current().name).toEqual({ el: 'Ταβέρνα' })
  })

  it('comes back to a stored draft after signing in', async () => {
    const listingDraft = fakeListingDraft({ ...EMPTY_LISTING_FORM, name: { en: 'Harbour Kiosk' } })
    await renderRoute('/add-business', { ports: signedIn({ listingDraft }) })
    expect(await main().findByDisplayValue('Harbour Kiosk')).toBeTruthy()
  })

  it('walks the steps, shows Basic’s category limit before it is reached, and sends the business for review', async () => {
    const owners = fakeOwners()
    const view = await renderRoute('/add-business', {
      ports: signedIn({ owners, listingDraft: fakeListingDraft() }),
    })
    const next = () => view.user.click(main().getByRole('button', { name: 'Next' }))

    await next()
    expect(main().getByRole('alert').textContent).toBe('Give the business a name in at least one language.')
    await view.user.type(main().getByLabelText('Name in English'), 'Harbour Kiosk')
    await next()

    expect(await main().findByRole('heading', { name: 'Step 2 of 6: Categories' })).toBeTruthy()
    expect(main().getByText('0 of 2 categories — Standard allows 4')).toBeTruthy()
    await view.user.click(await main().findByRole('checkbox', { name: 'Food' }))
    await view.user.click(main().getByRole('checkbox', { name: 'Shops' }))
    expect(main().getByText('2 of 2 categories — Standard allows 4')).toBeTruthy()
    expect((main().getByRole('checkbox', { name: 'Health' }) as HTMLInputElement).disabled).toBe(true)
    expect(main().getByRole('link', { name: 'Book a call about upgrading' }).getAttribute('href')).toBe(
      '/contact?openChat=scheduling',
    )
    await next()

    await view.user.selectOptions(await main().findByLabelText('City'), 'limassol')
    await view.user.type(main().getByLabelText('Address in English'), '1 Marina Walk')
    await next()
    await view.user.type(await main().findByLabelText('Phone number (optional)'), '25123456')
    await next()
    await view.user.click(await main().findByRole('button', { name: 'Add hours on Friday' }))
    await next()
    expect(
      await main().findByText(/Photos, a logo and a cover are added in your Business Portal/),
    ).toBeTruthy()
    await view.user.click(main().getByRole('button', { name: 'Send for review' }))

    expect(await main().findByRole('heading', { name: /waiting for review/ })).toBeTruthy()
    expect(main().getByRole('link', { name: 'Go to your Business Portal' })).toBeTruthy()
    expect(owners.added[0]).toMatchObject({
      name: { en: 'Harbour Kiosk' },
      categoryIds: [1, 2],
      citySlug: 'limassol',
      phone: '+35725123456',
      hours: { friday: [{ opens: '09:00', closes: '17:00' }] },
    })
  })
})

describe('the Business Portal', () => {
  it('shows a user without businesses how to claim or add one', async () => {
    await renderRoute('/business-portal', { ports: signedIn() })
    expect(await main().findByRole('link', { name: 'Claim your business' })).toBeTruthy()
    expect(main().getByRole('link', { name: 'Add a business' })).toBeTruthy()
  })

  it('lists the businesses with status, plan and what is missing', async () => {
    const owners = fakeOwners([anOwnerListing({ status: 'pending_review', description: {} })])
    await renderRoute('/business-portal', { ports: signedIn({ owners }) })
    expect(await main().findByText('Waiting for review')).toBeTruthy()
    expect(main().getByText(/Plan: Basic/)).toBeTruthy()
    expect(
      main().getByText('Still missing: photos, the English text, the Greek text, the Russian text'),
    ).toBeTruthy()
  })

  it('edits the listing and shows a refusal by the plan as a clear message', async () => {
    const owners = fakeOwners([anOwnerListing()], {
      updateListing: async () => {
        throw new PlanLimitError('listing.saveFailed', 'max_description_length', 500)
      },
    })
    const view = await renderRoute('/business-portal', { ports: signedIn({ owners }) })
    expect(await main().findByRole('tab', { name: 'Listing', selected: true })).toBeTruthy()
    expect(await main().findByText('1 of 2 categories — Standard allows 4')).toBeTruthy()
    const greek = main().getByLabelText('Description in Greek')
    await view.user.clear(greek)
    await view.user.type(greek, 'Νέα περιγραφή')
    await view.user.click(main().getByRole('button', { name: 'Save changes' }))
    const alert = await main().findByRole('alert')
    expect(alert.textContent).toContain(
      'Your plan allows descriptions of up to 500 characters in each language.',
    )
    expect(within(alert).getByRole('link', { name: 'Book a call about upgrading' })).toBeTruthy()
  })

  it('shows the plan with its 21 features, falling back to Basic when the plan cannot be read', async () => {
    const owners = fakeOwners([anOwnerListing()])
    const ownerTools = fakeOwnerTools(
      {},
      {
        plan: async () => {
          throw new ApiError('plan.unavailable', 500)
        },
      },
    )
    const view = await renderRoute('/business-portal', { ports: signedIn({ owners, ownerTools }) })
    await view.user.click(await main().findByRole('tab', { name: 'Plan' }))
    expect(
      await main().findByText('Your plan could not be read just now, so the Basic plan is shown.'),
    ).toBeTruthy()
    const rows = within(main().getByRole('table')).getAllByRole('row')
    expect(rows).toHaveLength(22)
    await waitFor(() => expect(main().getByRole('row', { name: 'Categories 2' })).toBeTruthy())
  })

  it("offers every owner's section as a tab, reached with the arrow keys", async () => {
    const owners = fakeOwners([anOwnerListing()])
    const view = await renderRoute('/business-portal', {
      ports: signedIn({ owners, ownerTools: fakeOwnerTools() }),
    })
    const tabs = within(await main().findByRole('tablist')).getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Listing',
      'Photos',
      'Reviews',
      'Inbox',
      'Suggested edits',
      'Statistics',
      'Virtual card',
      'Plan',
    ])
    tabs[0]!.focus()
    await view.user.keyboard('{ArrowRight}')
    expect(main().getByRole('tab', { name: 'Photos', selected: true })).toBe(document.activeElement)
    expect(await within(main().getByRole('tabpanel')).findByText(/of 5 photos/)).toBeTruthy()
  })
})
