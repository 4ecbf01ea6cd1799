// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { SessionUser } from '@domain/session/session-user'
import { fakeAccounts, fakePorts, fakeSessionStore } from '../support/fakes'
import { renderRoute } from '../support/render-route'

const admin: SessionUser = {
  id: '1',
  name: 'Admin Nikou',
  email: 'admin@example.cy',
  avatar: null,
  role: 'admin',
  phone: null,
  countryCode: null,
  language: 'en',
}

const signedInAdmin = () =>
  fakePorts({
    accounts: fakeAccounts([{ user: admin, password: 'x', isVerified: true }]),
    sessionStore: fakeSessionStore({ user: admin, token: 'token-admin' }),
  })

describe('the admin dashboard: assistants', () => {
  afterEach(cleanup)

  it('lists the Live Support conversations and opens one as text, focused', async () => {
    const { user } = await renderRoute('/admin', { ports: signedInAdmin() })
    const section = (await screen.findByRole('heading', { name: 'Live Support conversations' })).closest(
      'section',
    )!
    const open = await within(section).findByRole('button', {
      name: 'Read the conversation with Andreas Christou',
    })
    expect(within(section).getByText(/2 messages/)).toBeTruthy()
    await user.click(open)
    const title = await screen.findByRole('heading', { name: 'Conversation with Andreas Christou' })
    expect(document.activeElement).toBe(title)
    expect(screen.getByText('Πώς γράφω κριτική;')).toBeTruthy()
    expect(open.getAttribute('aria-expanded')).toBe('true')
    await user.click(screen.getByRole('button', { name: 'Close the conversation' }))
    expect(screen.queryByRole('heading', { name: 'Conversation with Andreas Christou' })).toBeNull()
  })

  it('lists the booked calls in Cyprus time', async () => {
    await renderRoute('/admin', { ports: signedInAdmin() })
    const table = await screen.findByRole('table')
    expect(within(table).getByText('Maria Georgiou')).toBeTruthy()
    expect(within(table).getByText(/09:00–09:30/)).toBeTruthy()
  })
})
