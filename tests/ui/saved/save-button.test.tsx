// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { MAX_SAVED_LISTS, type SavedList } from '@domain/saved/saved-lists'
import type { SessionUser } from '@domain/session/session-user'
import { SaveButton } from '@/ui/components/saved/save-button'
import { SessionContext, type SessionView } from '@/ui/session/session-context'
import { fakeSavedLists, fakeSavedListsStore } from '../../support/fake-saved-lists'
import { fakePorts } from '../../support/fakes'
import { renderComponent } from '../../support/render-component'

const USER: SessionUser = { id: '7', name: 'Eleni', email: 'eleni@example.cy', avatar: null, role: 'user' }
const SIGNED_IN: SessionView = { status: 'signedIn', user: USER, token: 'session-token' }
const list = (id: number, name: string, businessIds: number[] = [], isDefault = false): SavedList => ({
  id,
  name,
  isDefault,
  businessIds,
  shareId: null,
})

describe('the Save control', () => {
  afterEach(cleanup)

  it('saves to the default list with one tap as a guest, shows it pressed, and a second tap removes it', async () => {
    const store = fakeSavedListsStore()
    const { user } = await renderComponent(<SaveButton businessId={5} name="Kafeneio" />, {
      ports: fakePorts({ savedListsStore: store }),
    })
    const save = screen.getByRole('button', { name: 'Save Kafeneio' })
    expect(save.getAttribute('aria-pressed')).toBe('false')
    await user.click(save)
    await waitFor(() => expect(save.getAttribute('aria-pressed')).toBe('true'))
    expect(save.textContent).toContain('Saved')
    expect(store.stored).toEqual([list(1, '', [5], true)])
    await user.click(save)
    await waitFor(() => expect(save.getAttribute('aria-pressed')).toBe('false'))
    expect(store.stored).toEqual([list(1, '', [], true)])
  })

  it('never removes with a tap made before it knew the business was saved', async () => {
    const store = fakeSavedListsStore([list(1, '', [5], true)])
    const { user } = await renderComponent(<SaveButton businessId={5} name="Kafeneio" />, {
      ports: fakePorts({ savedListsStore: store }),
    })
    const save = screen.getByRole('button', { name: 'Save Kafeneio' })
    await user.click(save)
    await waitFor(() => expect(save.getAttribute('aria-pressed')).toBe('true'))
    expect(store.stored[0]!.businessIds).toEqual([5])
  })

  it('saves into the account when signed in', async () => {
    const savedLists = fakeSavedLists()
    const { user } = await renderComponent(
      <SessionContext.Provider value={SIGNED_IN}>
        <SaveButton businessId={9} name="Meze House" />
      </SessionContext.Provider>,
      { ports: fakePorts({ savedLists }) },
    )
    const save = screen.getByRole('button', { name: 'Save Meze House' })
    await user.click(save)
    await waitFor(() => expect(save.getAttribute('aria-pressed')).toBe('true'))
    expect(savedLists.lists[0]!.businessIds).toEqual([9])
  })

  it('creates another list with the business from the list chooser', async () => {
    const store = fakeSavedListsStore()
    const { user } = await renderComponent(<SaveButton businessId={5} name="Kafeneio" />, {
      ports: fakePorts({ savedListsStore: store }),
    })
    await user.click(screen.getByRole('button', { name: 'Choose a list for Kafeneio' }))
    const dialog = await screen.findByRole('dialog', { name: 'Save Kafeneio to a list' })
    await user.type(within(dialog).getByLabelText('Name of the new list'), 'Weekend in Paphos')
    await user.click(within(dialog).getByRole('button', { name: 'Create list' }))
    await waitFor(() =>
      expect(
        (within(dialog).getByRole('checkbox', { name: 'Weekend in Paphos' }) as HTMLInputElement).checked,
      ).toBe(true),
    )
    expect((within(dialog).getByRole('checkbox', { name: 'Saved' }) as HTMLInputElement).checked).toBe(false)
    expect(store.stored.map((l) => [l.name, l.businessIds])).toEqual([
      ['', []],
      ['Weekend in Paphos', [5]],
    ])
  })

  it('says so when the list limit is reached', async () => {
    const full = [
      list(1, '', [], true),
      ...Array.from({ length: MAX_SAVED_LISTS - 1 }, (_, i) => list(i + 2, `L${i}`)),
    ]
    const { user } = await renderComponent(<SaveButton businessId={5} name="Kafeneio" />, {
      ports: fakePorts({ savedListsStore: fakeSavedListsStore(full) }),
    })
    await user.click(screen.getByRole('button', { name: 'Choose a list for Kafeneio' }))
    const dialog = await screen.findByRole('dialog')
    await user.type(within(dialog).getByLabelText('Name of the new list'), 'One more')
    await user.click(within(dialog).getByRole('button', { name: 'Create list' }))
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'You have 20 lists, as many as you can keep. Delete one to make another.',
    )
  })

  it('speaks Greek', async () => {
    await renderComponent(<SaveButton businessId={5} name="Καφενείο" />, { locale: 'el' })
    expect(screen.getByRole('button', { name: 'Αποθήκευση: Καφενείο' }).textContent).toContain('Αποθήκευση')
  })
})
