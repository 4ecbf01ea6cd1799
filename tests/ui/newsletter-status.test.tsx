// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@domain/errors'
import type { SessionUser } from '@domain/session/session-user'
import type { Ports } from '@/ports'
import type { SessionView } from '@/ui/session/session-context'
import { fakeNewsletter, fakeNewsletterSignal, fakePorts } from '../support/fakes'
import { renderRoute } from '../support/render-route'

afterEach(cleanup)

const USER: SessionUser = { id: '7', name: 'Eleni', email: 'eleni@example.cy', avatar: null, role: 'user' }
const SIGNED_IN: SessionView = { status: 'signedIn', user: USER, token: 'session-token' }
const SIGNED_OUT: SessionView = { status: 'signedOut', user: null, token: null }

/** The real route tree, with the session restored from storage. */
function renderWithSession(path: string, session: SessionView, ports: Ports) {
  return renderRoute(path, { session, ports })
}

function subscribedNewsletter(overrides = {}) {
  const newsletter = fakeNewsletter(overrides)
  newsletter.subscribed.push(USER.email)
  return newsletter
}

const block = () => within(screen.getByRole('region', { name: 'Newsletter' }))

describe('the newsletter status of a signed-in user (spec §4)', () => {
  it('shows a subscriber their status instead of the form', async () => {
    const newsletter = subscribedNewsletter()
    await renderWithSession('/about', SIGNED_IN, fakePorts({ newsletter }))
    expect(await block().findByText('You are subscribed to our newsletter.')).toBeTruthy()
    expect(block().queryByRole('textbox', { name: 'Email address' })).toBeNull()
  })

  it('rechecks when another tab signals a change', async () => {
    const newsletter = subscribedNewsletter()
    const newsletterSignal = fakeNewsletterSignal()
    await renderWithSession('/about', SIGNED_IN, fakePorts({ newsletter, newsletterSignal }))
    await block().findByText('You are subscribed to our newsletter.')
    const checks = newsletter.statusChecks
    newsletter.subscribed.splice(0)
    newsletterSignal.fromAnotherTab()
    expect(await block().findByRole('textbox', { name: 'Email address' })).toBeTruthy()
    expect(newsletter.statusChecks).toBe(checks + 1)
  })

  it('rechecks when the language changes', async () => {
    const newsletter = subscribedNewsletter()
    const { user } = await renderWithSession('/about', SIGNED_IN, fakePorts({ newsletter }))
    await block().findByText('You are subscribed to our newsletter.')
    const checks = newsletter.statusChecks
    await user.selectOptions(screen.getAllByRole('combobox', { name: /language/i })[0]!, 'el')
    await waitFor(() => expect(newsletter.statusChecks).toBe(checks + 1))
    expect(await screen.findByText('Είστε εγγεγραμμένοι στο ενημερωτικό μας δελτίο.')).toBeTruthy()
  })

  it('asks for confirmation, unsubscribes, and tells the other tabs', async () => {
    const newsletter = subscribedNewsletter()
    const newsletterSignal = fakeNewsletterSignal()
    const { user } = await renderWithSession('/about', SIGNED_IN, fakePorts({ newsletter, newsletterSignal }))
    await user.click(await block().findByRole('button', { name: 'Unsubscribe' }))
    const dialog = screen.getByRole('dialog', { name: 'Unsubscribe' })
    expect(dialog.textContent).toContain('Are you sure you want to unsubscribe from our newsletter?')
    await user.click(within(dialog).getByRole('button', { name: 'Yes, unsubscribe' }))
    const toasts = within(screen.getByRole('region', { name: 'Notifications' }))
    expect((await toasts.findByRole('status')).textContent).toContain(
      'You will no longer receive our newsletter.',
    )
    expect(newsletter.subscribed).toEqual([])
    expect(newsletterSignal.announced).toBe(1)
    expect(await block().findByRole('textbox', { name: 'Email address' })).toBeTruthy()
  })

  it('keeps the subscription when the visitor cancels', async () => {
    const newsletter = subscribedNewsletter()
    const { user } = await renderWithSession('/about', SIGNED_IN, fakePorts({ newsletter }))
    await user.click(await block().findByRole('button', { name: 'Unsubscribe' }))
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(newsletter.subscribed).toEqual([USER.email])
  })

  it("says 'Unsubscribe Failed' when the server refuses", async () => {
    const newsletter = subscribedNewsletter({
      unsubscribe: async () => {
        throw new ApiError('newsletter.unsubscribeFailed', 500)
      },
    })
    const { user } = await renderWithSession('/about', SIGNED_IN, fakePorts({ newsletter }))
    await user.click(await block().findByRole('button', { name: 'Unsubscribe' }))
    await user.click(screen.getByRole('button', { name: 'Yes, unsubscribe' }))
    const alert = await within(screen.getByRole('region', { name: 'Notifications' })).findByRole('alert')
    await waitFor(() => expect(alert.textContent).toContain('Unsubscribe Failed'))
    expect(alert.textContent).toContain('Failed to unsubscribe. Please try again or contact support.')
  })
})

describe('the /unsubscribe page', () => {
  it('unsubscribes with the token from the mail, without a session', async () => {
    const unsubscribeWithToken = vi.fn(async () => undefined)
    const newsletter = fakeNewsletter({ unsubscribeWithToken })
    const { user } = await renderWithSession(
      '/unsubscribe?token=ZWxlbmk.c2ln',
      SIGNED_OUT,
      fakePorts({ newsletter }),
    )
    expect(screen.getByText('Are you sure you want to unsubscribe from our newsletter?')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Yes, unsubscribe' }))
    const main = within(screen.getByRole('main'))
    expect((await main.findByRole('status')).textContent).toContain('Unsubscribed')
    expect(unsubscribeWithToken).toHaveBeenCalledWith('ZWxlbmk.c2ln')
  })

  it("says 'User not logged in' without a token or a session", async () => {
    await renderWithSession('/unsubscribe', SIGNED_OUT, fakePorts())
    expect(within(screen.getByRole('main')).getByRole('alert').textContent).toContain('User not logged in')
    expect(screen.queryByRole('button', { name: 'Yes, unsubscribe' })).toBeNull()
  })

  it("unsubscribes a signed-in user's own address without a token", async () => {
    const newsletter = subscribedNewsletter()
    const { user } = await renderWithSession('/unsubscribe', SIGNED_IN, fakePorts({ newsletter }))
    await user.click(screen.getByRole('button', { name: 'Yes, unsubscribe' }))
    await screen.findByText('You will no longer receive our newsletter.')
    expect(newsletter.subscribed).toEqual([])
  })
})
