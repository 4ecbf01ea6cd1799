// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeAccounts, fakePorts } from '../support/fakes'
import { renderRoute } from '../support/render-route'

afterEach(cleanup)

const main = () => within(screen.getByRole('main'))

describe('new passwords in the forms', () => {
  it('refuses a common password at registration before anything is sent', async () => {
    const accounts = fakeAccounts()
    const { user } = await renderRoute('/register', { ports: fakePorts({ accounts }) })
    await user.type(main().getByLabelText('Full name'), 'Maria Christou')
    await user.type(main().getByLabelText('Email address'), 'maria@example.cy')
    await user.type(main().getByLabelText('Password'), 'password123')
    await user.click(main().getByRole('button', { name: 'Create account' }))
    const password = main().getByLabelText('Password')
    await waitFor(() => expect(document.activeElement).toBe(password))
    expect(
      main().getByText('This password is on a list of common passwords. Please choose another one.'),
    ).toBeTruthy()
    expect(accounts.calls.filter((c) => c.name === 'register')).toEqual([])
  })

  it('says in Russian why a reset password is refused', async () => {
    const accounts = fakeAccounts()
    const { user } = await renderRoute('/reset-password?token=reset-password-token-7', {
      ports: fakePorts({ accounts }),
      locale: 'ru',
    })
    const [password, repeat] = main().getAllByLabelText(/пароль/i, { selector: 'input' })
    await user.type(password!, 'qwerty123')
    await user.type(repeat!, 'qwerty123')
    await user.click(main().getByRole('button'))
    expect(
      await main().findByText(
        'Этот пароль есть в списке распространённых паролей. Пожалуйста, выберите другой.',
      ),
    ).toBeTruthy()
    expect(accounts.calls.filter((c) => c.name === 'resetPassword')).toEqual([])
  })
})
