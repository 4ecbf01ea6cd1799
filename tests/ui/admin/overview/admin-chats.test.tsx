// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { signedInAdminPorts as signedInAdmin } from '../../../support/admin-session'
import { renderRoute } from '../../../support/render-route'

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
