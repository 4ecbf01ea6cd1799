// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from '@domain/errors'
import { SuggestEditButton } from '@/ui/components/edit-suggestions/suggest-edit-button'
import { OwnerEditSuggestions } from '@/ui/components/owner/edit-suggestions/owner-edit-suggestions'
import { aBusiness } from '../../support/builders'
import { anEditSuggestion, fakeEditSuggestions } from '../../support/fake-edit-suggestions'
import { fakeBusinesses, fakePorts } from '../../support/fakes'
import { renderComponent } from '../../support/render-component'

afterEach(cleanup)

async function openForm(ports = fakePorts()) {
  const business = aBusiness()
  const view = await renderComponent(<SuggestEditButton business={business} name="Meze Taverna" />, { ports })
  await view.user.click(screen.getByRole('button', { name: 'Suggest an edit to Meze Taverna' }))
  const dialog = await screen.findByRole('dialog', { name: 'Suggest an edit' })
  return { ...view, business, dialog }
}

describe('the "Suggest an edit" form', () => {
  it("starts from the listing's own hours and sends the corrected week", async () => {
    const editSuggestions = fakeEditSuggestions()
    const { user, dialog, business } = await openForm(fakePorts({ editSuggestions }))
    expect(within(dialog).getByRole('radio', { name: 'The opening hours' })).toHaveProperty('checked', true)
    const monday = within(dialog).getByLabelText('Monday opens at')
    expect((monday as HTMLInputElement).value).toBe(business.openingHours.monday?.[0]?.opens)
    await user.clear(monday)
    await user.type(monday, '07:30')
    await user.click(within(dialog).getByRole('checkbox', { name: 'Closed on Tuesday' }))
    await user.click(within(dialog).getByRole('button', { name: 'Send the suggestion' }))

    expect((await within(dialog).findByRole('status')).textContent).toContain(
      'The owner of the business will check your suggestion.',
    )
    const [sent] = editSuggestions.sent
    expect(sent?.businessId).toBe(business.id)
    expect(sent?.change.kind).toBe('hours')
    expect(sent?.change.hours?.monday?.[0]?.opens).toBe('07:30')
    expect(sent?.change.hours?.tuesday).toBeUndefined()
  })

  it('sends "permanently closed" with only the note', async () => {
    const editSuggestions = fakeEditSuggestions()
    const { user, dialog } = await openForm(fakePorts({ editSuggestions }))
    await user.click(within(dialog).getByRole('radio', { name: 'It has closed permanently' }))
    await user.type(within(dialog).getByLabelText('What did you see? (optional)'), 'The shop is empty')
    await user.click(within(dialog).getByRole('button', { name: 'Send the suggestion' }))
    await within(dialog).findByRole('status')
    expect(editSuggestions.sent[0]?.change).toEqual({ kind: 'permanently_closed', note: 'The shop is empty' })
  })

  it('explains a phone number that is not in international form, and sends nothing', async () => {
    const editSuggestions = fakeEditSuggestions()
    const { user, dialog } = await openForm(fakePorts({ editSuggestions }))
    await user.click(within(dialog).getByRole('radio', { name: 'The phone number' }))
    await user.type(within(dialog).getByLabelText('The right phone number'), '22 123456')
    await user.click(within(dialog).getByRole('button', { name: 'Send the suggestion' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Write the phone number in international form, e.g. +35722123456.',
    )
    expect(editSuggestions.sent).toEqual([])
  })

  it('sends a new address with the map pin pasted from a map, and explains a pin it cannot read', async () => {
    const editSuggestions = fakeEditSuggestions()
    const { user, dialog } = await openForm(fakePorts({ editSuggestions }))
    await user.click(within(dialog).getByRole('radio', { name: 'The address or the map pin' }))
    await user.type(within(dialog).getByLabelText('The right address'), '12 Anexartisias, Limassol')
    const pin = within(dialog).getByLabelText('Map pin (optional)')
    await user.type(pin, 'by the castle')
    await user.click(within(dialog).getByRole('button', { name: 'Send the suggestion' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Write the pin as latitude, longitude, e.g. 34.6786, 33.0413.',
    )
    expect(editSuggestions.sent).toEqual([])

    await user.clear(pin)
    await user.type(pin, '34.6786, 33.0413')
    await user.click(within(dialog).getByRole('button', { name: 'Send the suggestion' }))
    await within(dialog).findByRole('status')
    expect(editSuggestions.sent[0]?.change).toEqual({
      kind: 'address',
      address: '12 Anexartisias, Limassol',
      lat: 34.6786,
      lng: 33.0413,
    })
  })

  it('needs a note for "something else"', async () => {
    const { user, dialog } = await openForm()
    await user.click(within(dialog).getByRole('radio', { name: 'Something else' }))
    await user.click(within(dialog).getByRole('button', { name: 'Send the suggestion' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Please say in a few words what is wrong.',
    )
  })

  it('finds the other listing of a duplicate from its address on the site', async () => {
    const editSuggestions = fakeEditSuggestions()
    const other = aBusiness({ id: 42, slug: 'meze-taverna-2' })
    const businesses = fakeBusinesses([aBusiness(), other])
    const { user, dialog } = await openForm(fakePorts({ editSuggestions, businesses }))
    await user.click(within(dialog).getByRole('radio', { name: 'It is listed twice' }))
    await user.type(
      within(dialog).getByLabelText('Address of the other listing on this site'),
      '/meze-taverna-2',
    )
    await user.type(within(dialog).getByLabelText('What did you see?'), 'Same taverna')
    await user.click(within(dialog).getByRole('button', { name: 'Send the suggestion' }))
    await within(dialog).findByRole('status')
    expect(editSuggestions.sent[0]?.change).toEqual({
      kind: 'duplicate',
      duplicateOfId: 42,
      note: 'Same taverna',
    })
  })

  it('says so when the same change is already waiting', async () => {
    const editSuggestions = fakeEditSuggestions([], {
      suggest: () => Promise.reject(new ApiError('editSuggestion.failed', 409, 'ALREADY_SUGGESTED')),
    })
    const { user, dialog } = await openForm(fakePorts({ editSuggestions }))
    await user.click(within(dialog).getByRole('button', { name: 'Send the suggestion' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'You have already suggested this change; it is waiting for a decision.',
    )
  })
})

describe("the owner's suggested edits", () => {
  it("lists the business's pending suggestions and accepts one, which then leaves the list", async () => {
    const editSuggestions = fakeEditSuggestions([anEditSuggestion({ id: 5, businessId: 1 })])
    const { user } = await renderComponent(<OwnerEditSuggestions businessId={1} />, {
      ports: fakePorts({ editSuggestions }),
    })
    expect(await screen.findByText(/New opening hours: Monday 08:00–16:00/)).toBeTruthy()
    expect(screen.getByText('Note: Sign on the door')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Accept: Meze House' }))
    expect((await screen.findByRole('status')).textContent).toBe(
      'Accepted: the listing of Meze House is changed.',
    )
    expect(await screen.findByText('No suggestion is waiting.')).toBeTruthy()
  })
})
