// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError, NetworkError } from '@domain/errors'
import { fakeNewsletter, fakePorts } from '../support/fakes'
import { renderRoute } from '../support/render-route'

afterEach(cleanup)

async function subscribeWith(email: string, ports = fakePorts()) {
  const view = await renderRoute('/about', { ports })
  const block = within(screen.getByRole('region', { name: 'Newsletter' }))
  const input = block.getByRole('textbox', { name: 'Email address' })
  if (email) await view.user.type(input, email)
  await view.user.click(block.getByRole('button', { name: 'Subscribe' }))
  // Spec §8: the outcome is shown as a toast in the page's notification area.
  const toasts = within(screen.getByRole('region', { name: 'Notifications' }))
  return { ...view, block, toasts }
}

describe('the newsletter block', () => {
  it('is a required email field', async () => {
    await renderRoute('/about')
    const input = screen.getByRole('textbox', { name: 'Email address' })
    expect(input.getAttribute('type')).toBe('email')
    expect(input.hasAttribute('required')).toBe(true)
  })

  it("says 'Invalid Email' for an address without '@', without calling the server", async () => {
    const newsletter = fakeNewsletter()
    const { block, toasts } = await subscribeWith('not-an-address', fakePorts({ newsletter }))
    const alert = toasts.getByRole('alert')
    expect(alert.textContent).toContain('Invalid Email')
    expect(alert.textContent).toContain('Please enter a valid email address.')
    expect(newsletter.subscribed).toEqual([])
    expect(block.getByRole('textbox', { name: 'Email address' }).getAttribute('aria-invalid')).toBe('true')
  })

  it("says 'Invalid Email' for an empty field", async () => {
    const { toasts } = await subscribeWith('')
    expect(toasts.getByRole('alert').textContent).toContain('Invalid Email')
  })

  it('confirms a subscription', async () => {
    const newsletter = fakeNewsletter()
    const { toasts } = await subscribeWith('eleni@example.com', fakePorts({ newsletter }))
    expect((await toasts.findByText('Check your inbox')).closest('[role="status"]')).toBeTruthy()
    expect(newsletter.subscribed).toEqual(['eleni@example.com'])
  })

  it("says 'Already Subscribed' when the server knows the address", async () => {
    const newsletter = fakeNewsletter({ subscribe: async () => 'already-subscribed' })
    const { toasts } = await subscribeWith('eleni@example.com', fakePorts({ newsletter }))
    expect((await toasts.findByRole('status')).textContent).toContain('Already Subscribed')
  })

  it("says 'Subscription Failed' when the server refuses", async () => {
    const newsletter = fakeNewsletter({
      subscribe: async () => {
        throw new ApiError('newsletter.failed', 500)
      },
    })
    const { toasts } = await subscribeWith('eleni@example.com', fakePorts({ newsletter }))
    const alert = await toasts.findByText('Subscription Failed')
    expect(alert.closest('[role="alert"]')?.textContent).toContain(
      'Failed to subscribe. Please try again later.',
    )
  })

  it("says 'Network error occurred' when the server cannot be reached", async () => {
    const newsletter = fakeNewsletter({
      subscribe: async () => {
        throw new NetworkError()
      },
    })
    const { toasts } = await subscribeWith('eleni@example.com', fakePorts({ newsletter }))
    expect((await toasts.findByText(/Network error occurred/)).closest('[role="alert"]')).toBeTruthy()
  })
})
