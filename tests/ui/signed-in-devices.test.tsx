// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeAccounts, fakePorts, fakeSessionStore } from '../support/fakes'
import { renderRoute } from '../support/render-route'

afterEach(cleanup)

async function openProfile(accounts = fakeAccounts(), locale: 'en' | 'el' | 'ru' = 'en') {
  const user = accounts.accounts[0]!.user
  const sessionStore = fakeSessionStore({ user, token: `token-${user.id}` })
  const rendered = await renderRoute('/profile', { ports: fakePorts({ accounts, sessionStore }), locale })
  return { ...rendered, accounts }
}

describe('signed-in devices in the profile', () => {
  it('lists each device with when it was last used, marking this one', async () => {
    await openProfile()
    const section = within(await screen.findByRole('region', { name: 'Signed-in devices' }))
    const list = await section.findByRole('list', { name: 'Signed-in devices' })
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[0]!.textContent).toContain('Firefox · Windows (This device)')
    expect(items[1]!.textContent).toContain('Safari · iPhone')
    // No button to sign out the device in hand: that is the ordinary sign-out.
    expect(within(items[0]!).queryByRole('button')).toBeNull()
  })

  it('signs out another device with a button named after it', async () => {
    const { user, accounts } = await openProfile()
    // The session is restored after 500 ms (spec §4), then the list is asked for.
    const button = await screen.findByRole(
      'button',
      { name: /^Sign out Safari · iPhone, last used/ },
      { timeout: 3000 },
    )
    await user.click(button)
    expect(await screen.findByText('Safari · iPhone is signed out.')).toBeTruthy()
    expect(accounts.calls.filter((c) => c.name === 'signOutDevice')).toEqual([
      { name: 'signOutDevice', args: [12] },
    ])
    await waitFor(() => expect(screen.queryByRole('button', { name: /Safari · iPhone/ })).toBeNull())
  })

  it('speaks Greek', async () => {
    await openProfile(fakeAccounts(), 'el')
    expect(await screen.findByRole('heading', { name: 'Συνδεδεμένες συσκευές' })).toBeTruthy()
    expect(
      await screen.findByRole('button', { name: /^Αποσύνδεση της συσκευής Safari · iPhone/ }),
    ).toBeTruthy()
  })
})
