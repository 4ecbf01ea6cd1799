// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeAccounts, fakePorts } from '../support/fakes'
import { renderRoute } from '../support/render-route'

afterEach(cleanup)

const main = () => within(screen.getByRole('main'))
const SPENT = 'spent-token-from-an-old-mail'

describe('confirming the address', () => {
  it('confirms the token from the link once and offers sign-in', async () => {
    const accounts = fakeAccounts()
    await renderRoute('/verify-email?token=verify-email-token-7', { ports: fakePorts({ accounts }) })
    expect(await main().findByText('Your email address is confirmed. You can sign in now.')).toBeTruthy()
    expect(main().getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login')
    expect(accounts.calls.filter((c) => c.name === 'verifyEmail')).toHaveLength(1)
  })

  it('offers a new link when the token is spent', async () => {
    const accounts = fakeAccounts()
    const { user } = await renderRoute(`/verify-email?token=${SPENT}`, {
      ports: fakePorts({ accounts }),
    })
    expect((await main().findByRole('alert')).textContent).toBe(
      'This link is not valid any more. Enter your email address to get a new one.',
    )
    await user.type(main().getByLabelText('Email address'), 'eleni@example.cy')
    await user.click(main().getByRole('button', { name: 'Send a new link' }))
    expect(await main().findByText(/eleni@example.cy still needs confirming/)).toBeTruthy()
    expect(accounts.calls.at(-1)).toEqual({ name: 'resendVerification', args: ['eleni@example.cy'] })
  })
})

describe('resetting the password', () => {
  it('sets the new password after checking length and repetition', async () => {
    const accounts = fakeAccounts()
    const { user } = await renderRoute('/reset-password?token=reset-password-token-7', {
      ports: fakePorts({ accounts }),
    })
    await user.type(main().getByLabelText('New password'), 'a long new passphrase')
    await user.type(main().getByLabelText('Repeat the new password'), 'a different one')
    await user.click(main().getByRole('button', { name: 'Set new password' }))
    const repeat = main().getByLabelText('Repeat the new password')
    expect(document.activeElement).toBe(repeat)
    expect(main().getByText('The passwords do not match.')).toBeTruthy()
    await user.clear(repeat)
    await user.type(repeat, 'a long new passphrase')
    await user.click(main().getByRole('button', { name: 'Set new password' }))
    expect(await main().findByText('Your password is changed. Please sign in with the new one.')).toBeTruthy()
    expect(accounts.accounts[0]?.password).toBe('a long new passphrase')
  })

  it('asks for a new link when the reset link is spent', async () => {
    const { user } = await renderRoute(`/reset-password?token=${SPENT}`, {
      ports: fakePorts({ accounts: fakeAccounts() }),
    })
    await user.type(main().getByLabelText('New password'), 'a long new passphrase')
    await user.type(main().getByLabelText('Repeat the new password'), 'a long new passphrase')
    await user.click(main().getByRole('button', { name: 'Set new password' }))
    expect((await main().findByRole('alert')).textContent).toBe(
      'This link is not valid any more. Please ask for a new one.',
    )
    expect(main().getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    )
  })

  it('answers a reset request the same way for any address', async () => {
    const accounts = fakeAccounts()
    const { user } = await renderRoute('/forgot-password', { ports: fakePorts({ accounts }) })
    await user.type(main().getByLabelText('Email address'), 'nobody@example.cy')
    await user.click(main().getByRole('button', { name: 'Send reset link' }))
    expect((await main().findByRole('status')).textContent).toContain('If nobody@example.cy has an account')
  })
})
