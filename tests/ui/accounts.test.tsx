// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError, NetworkError } from '@domain/errors'
import type { SessionUser } from '@domain/session/session-user'
import { fakeAccounts, fakePorts, fakeSessionStore } from '../support/fakes'
import { renderRoute } from '../support/render-route'

afterEach(cleanup)

const main = () => within(screen.getByRole('main'))

const eleni: SessionUser = {
  id: '7',
  name: 'Eleni Georgiou',
  email: 'eleni@example.cy',
  avatar: null,
  role: 'user',
  phone: '99123456',
  countryCode: '+357',
  language: 'en',
  agreeMarketing: false,
  emailVerified: true,
}

function signedInPorts(user: SessionUser = eleni) {
  const accounts = fakeAccounts([{ user, password: 'correct horse battery', isVerified: true }])
  const sessionStore = fakeSessionStore({ user, token: `token-${user.id}` })
  return { ports: fakePorts({ accounts, sessionStore }), accounts, sessionStore }
}

async function signIn(path: string, email: string, password: string, ports = fakePorts()) {
  const view = await renderRoute(path, { ports })
  const form = main()
  if (email) await view.user.type(form.getByLabelText('Email address'), email)
  if (password) await view.user.type(form.getByLabelText('Password'), password)
  await view.user.click(form.getByRole('button', { name: 'Sign in' }))
  return view
}

describe('signing in', () => {
  it('signs in, stores the session and returns to the redirect path', async () => {
    const sessionStore = fakeSessionStore()
    const { router } = await signIn(
      '/login?redirect=%2Fbusinesses%3Fpage%3D2',
      'eleni@example.cy',
      'correct horse battery',
      fakePorts({ sessionStore }),
    )
    await waitFor(() => expect(router.state.location.href).toBe('/businesses?page=2'))
    expect(sessionStore.stored.token).toBe('token-7')
    expect(sessionStore.stored.user?.name).toBe('Eleni Georgiou')
    expect(await screen.findByRole('button', { name: 'Account menu for Eleni Georgiou' })).toBeTruthy()
  })

  it('goes home after signing in without a redirect', async () => {
    const { router } = await signIn('/login', 'eleni@example.cy', 'correct horse battery')
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  it('marks both fields and focuses the first error without calling the server', async () => {
    const accounts = fakeAccounts()
    await signIn('/login', '', '', fakePorts({ accounts }))
    const email = main().getByLabelText('Email address')
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(email)
    expect(main().getByText('Please enter a valid email address.').id).toBe(
      email.getAttribute('aria-describedby'),
    )
    expect(main().getByLabelText('Password').getAttribute('aria-invalid')).toBe('true')
    expect(accounts.calls).toEqual([])
  })

  it('explains wrong credentials', async () => {
    await signIn('/login', 'eleni@example.cy', 'wrong password')
    expect((await main().findByRole('alert')).textContent).toBe('The email address or the password is wrong.')
  })

  it("shows 'Login failed' when the server gives no reason", async () => {
    const accounts = fakeAccounts(undefined, {
      login: () => Promise.reject(new ApiError('login.failed', 500)),
    })
    await signIn('/login', 'eleni@example.cy', 'pw', fakePorts({ accounts }))
    expect((await main().findByRole('alert')).textContent).toBe('Login failed')
  })

  it('says how long to wait after too many attempts', async () => {
    const accounts = fakeAccounts(undefined, {
      login: () => Promise.reject(new ApiError('login.failed', 429, 'TOO_MANY_ATTEMPTS', 840)),
    })
    await signIn('/login', 'eleni@example.cy', 'pw', fakePorts({ accounts }))
    expect((await main().findByRole('alert')).textContent).toBe(
      'Too many failed attempts. Please try again in about 14 min.',
    )
  })

  it('reports a network failure', async () => {
    const accounts = fakeAccounts(undefined, { login: () => Promise.reject(new NetworkError()) })
    await signIn('/login', 'eleni@example.cy', 'pw', fakePorts({ accounts }))
    expect((await main().findByRole('alert')).textContent).toContain('Network error occurred')
  })

  it('asks an unverified account to verify its address and can send the link again (spec §8)', async () => {
    const accounts = fakeAccounts([
      {
        user: { ...eleni, id: '9', email: 'new@example.cy', name: 'Andreas' },
        password: 'correct horse battery',
        isVerified: false,
      },
    ])
    const { user } = await signIn(
      '/login',
      'new@example.cy',
      'correct horse battery',
      fakePorts({ accounts }),
    )
    expect((await main().findByRole('alert')).textContent).toBe(
      'Please verify your email address before logging in.',
    )
    expect(main().getByText(/Hello Andreas, open the link we emailed to new@example.cy/)).toBeTruthy()
    await user.click(main().getByRole('button', { name: 'Send the verification email again' }))
    expect(await main().findByText(/a new link is on its way/)).toBeTruthy()
    expect(accounts.calls.at(-1)).toEqual({ name: 'resendVerification', args: ['new@example.cy'] })
  })
})

describe('registering', () => {
  async function fill(view: Awaited<ReturnType<typeof renderRoute>>, fields: Record<string, string>) {
    for (const [label, value] of Object.entries(fields))
      await view.user.type(main().getByLabelText(label), value)
  }

  it('checks every field and focuses the first error', async () => {
    const accounts = fakeAccounts()
    const view = await renderRoute('/register', { ports: fakePorts({ accounts }) })
    await fill(view, { 'Email address': 'eleni@example', Password: 'short', 'Phone number (optional)': '12' })
    await view.user.click(main().getByRole('button', { name: 'Create account' }))
    const name = main().getByLabelText('Full name')
    expect(document.activeElement).toBe(name)
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(main().getByText('Please enter your name.')).toBeTruthy()
    expect(main().getByText('Please enter a valid email address.')).toBeTruthy()
    expect(main().getByText('Please use at least 8 characters.')).toBeTruthy()
    expect(main().getByText('Please enter a valid phone number')).toBeTruthy()
    expect(accounts.calls).toEqual([])
  })

  it('creates the account with phone, country code and consent, then asks to check the email', async () => {
    const accounts = fakeAccounts([])
    const view = await renderRoute('/register', { ports: fakePorts({ accounts }) })
    await fill(view, {
      'Full name': 'Andreas Christou',
      'Email address': 'andreas@example.cy',
      Password: 'kalimera-limassol',
      'Phone number (optional)': '99 123 456',
    })
    await view.user.click(main().getByLabelText('Send me news and offers from Cyprus Portal by email'))
    await view.user.click(main().getByRole('button', { name: 'Create account' }))
    expect(await main().findByRole('heading', { level: 1, name: 'Check your email' })).toBeTruthy()
    expect(main().getByText(/We sent a link to andreas@example.cy/)).toBeTruthy()
    expect(accounts.calls[0]).toEqual({
      name: 'register',
      args: [
        {
          name: 'Andreas Christou',
          email: 'andreas@example.cy',
          password: 'kalimera-limassol',
          language: 'en',
          phone: '99123456',
          countryCode: '+357',
          agreeMarketing: true,
        },
      ],
    })
  })

  // Issue 30: a number typed with the chosen code in front was refused; the server reads it into E.164.
  it('sends a phone typed with its country code in front as typed', async () => {
    const accounts = fakeAccounts([])
    const view = await renderRoute('/register', { ports: fakePorts({ accounts }) })
    await fill(view, {
      'Full name': 'Andreas Christou',
      'Email address': 'andreas@example.cy',
      Password: 'kalimera-limassol',
      'Phone number (optional)': '+357 99 123 456',
    })
    await view.user.click(main().getByRole('button', { name: 'Create account' }))
    expect(await main().findByRole('heading', { level: 1, name: 'Check your email' })).toBeTruthy()
    expect(accounts.calls[0]?.args[0]).toMatchObject({ phone: '+35799123456', countryCode: '+357' })
  })

  it("says 'Registration failed', with the reason when the address is taken", async () => {
    const view = await renderRoute('/register')
    await fill(view, {
      'Full name': 'Eleni',
      'Email address': 'eleni@example.cy',
      Password: 'kalimera-limassol',
    })
    await view.user.click(main().getByRole('button', { name: 'Create account' }))
    const alert = await main().findByRole('alert')
    expect(alert.textContent).toBe('Registration failed An account with this email address already exists.')
  })

  it("says 'Registration failed' when the server fails", async () => {
    const accounts = fakeAccounts([], {
      register: () => Promise.reject(new ApiError('register.failed', 500)),
    })
    const view = await renderRoute('/register', { ports: fakePorts({ accounts }) })
    await fill(view, { 'Full name': 'Eleni', 'Email address': 'e@example.cy', Password: 'kalimera-limassol' })
    await view.user.click(main().getByRole('button', { name: 'Create account' }))
    expect((await main().findByRole('alert')).textContent).toBe('Registration failed')
  })
})

describe('the profile', () => {
  it('sends a signed-out visitor to sign in and back', async () => {
    const { router } = await renderRoute('/profile')
    expect(main().getByRole('status').textContent).toBe('Checking your session…')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toEqual({ redirect: '/profile' })
  })

  it('saves the edited details into the session', async () => {
    const { ports, sessionStore } = signedInPorts()
    const view = await renderRoute('/profile', { ports })
    const name = await main().findByLabelText('Full name')
    await view.user.clear(name)
    await view.user.type(name, 'Eleni G.')
    await view.user.type(main().getByLabelText('Picture URL (optional)'), '/media/me.svg')
    await view.user.selectOptions(main().getByLabelText('Language for emails'), 'el')
    await view.user.click(main().getByRole('button', { name: 'Save changes' }))
    expect((await main().findByRole('status')).textContent).toBe('Your profile is saved.')
    expect(sessionStore.stored.user).toMatchObject({
      name: 'Eleni G.',
      avatar: '/media/me.svg',
      language: 'el',
    })
    expect(await screen.findByRole('button', { name: 'Account menu for Eleni G.' })).toBeTruthy()
  })

  it('refuses a picture link that is not https', async () => {
    const { ports, accounts } = signedInPorts()
    const view = await renderRoute('/profile', { ports })
    await view.user.type(await main().findByLabelText('Picture URL (optional)'), 'http://example.com/a.png')
    await view.user.click(main().getByRole('button', { name: 'Save changes' }))
    expect(document.activeElement).toBe(main().getByLabelText('Picture URL (optional)'))
    expect(accounts.calls.filter((c) => c.name === 'updateProfile')).toEqual([])
  })

  it('changes the password and keeps the new token', async () => {
    const { ports, sessionStore } = signedInPorts()
    const view = await renderRoute('/profile', { ports })
    await view.user.type(await main().findByLabelText('Current password'), 'wrong')
    await view.user.type(main().getByLabelText('New password'), 'a new passphrase')
    await view.user.click(main().getByRole('button', { name: 'Change password' }))
    expect((await main().findByRole('alert')).textContent).toBe('The password is not right.')
    await view.user.clear(main().getByLabelText('Current password'))
    await view.user.type(main().getByLabelText('Current password'), 'correct horse battery')
    await view.user.click(main().getByRole('button', { name: 'Change password' }))
    expect(
      await main().findByText('Your password is changed. Your other devices are signed out.'),
    ).toBeTruthy()
    expect(sessionStore.stored.token).toBe('token-7')
  })

  it('deletes the account after the password is confirmed, and signs out', async () => {
    const { ports, accounts, sessionStore } = signedInPorts()
    const view = await renderRoute('/profile', { ports })
    await view.user.click(await main().findByRole('button', { name: 'Delete my account…' }))
    expect(document.activeElement).toBe(main().getByLabelText('Your password, to confirm'))
    await view.user.type(main().getByLabelText('Your password, to confirm'), 'correct horse battery')
    await view.user.click(main().getByRole('button', { name: 'Yes, delete my account' }))
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'))
    expect(accounts.accounts).toEqual([])
    expect(sessionStore.stored).toEqual({ user: null, token: null })
  })

  it('shows your own card at /profile/{id}', async () => {
    await renderRoute('/profile/7', { ports: signedInPorts().ports })
    expect(await main().findByRole('heading', { level: 1, name: 'Your profile' })).toBeTruthy()
    expect(main().getByText('eleni@example.cy')).toBeTruthy()
  })

  it("refuses someone else's profile to a member", async () => {
    await renderRoute('/profile/8', { ports: signedInPorts().ports })
    expect((await main().findByRole('alert')).textContent).toBe('You can only see your own profile.')
  })
})

describe('the user menu and role pages', () => {
  it('offers the entries of a user and signs out through the server', async () => {
    const { ports, accounts, sessionStore } = signedInPorts()
    const view = await renderRoute('/', { ports })
    const button = await screen.findByRole('button', { name: 'Account menu for Eleni Georgiou' })
    await view.user.click(button)
    const menu = screen.getByRole('menu')
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'Claim Your Business', 'Sign out'])
    await view.user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(button)
    await view.user.click(button)
    await view.user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Sign out' }))
    expect(await screen.findAllByRole('link', { name: 'Sign In' })).toBeTruthy()
    expect(accounts.calls.at(-1)).toEqual({ name: 'logout', args: ['token-7'] })
    expect(sessionStore.stored).toEqual({ user: null, token: null })
  })

  it('lists the same entries in the mobile drawer, and signs out from there', async () => {
    const { ports, sessionStore } = signedInPorts({ ...eleni, role: 'business_owner' })
    const { user } = await renderRoute('/', { ports })
    await screen.findByRole('button', { name: /Account menu/ })
    await user.click(screen.getByRole('button', { name: 'Menu' }))
    const drawer = within(screen.getByRole('dialog', { name: 'Site menu' }))
    // The drawer's contents render as it opens; the account's links come with the signed-in menus' code.
    const account = within(await drawer.findByRole('region', { name: 'Signed in as Eleni Georgiou' }))
    expect(account.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Profile',
      'Business Portal',
      'Claim New Business',
    ])
    await user.click(account.getByRole('button', { name: 'Sign out' }))
    await waitFor(() => expect(sessionStore.stored).toEqual({ user: null, token: null }))
  })

  it('offers admins the dashboard', async () => {
    const admin = await renderRoute('/', { ports: signedInPorts({ ...eleni, role: 'admin' }).ports })
    await admin.user.click(await screen.findByRole('button', { name: /Account menu/ }))
    const items = within(screen.getByRole('menu'))
      .getAllByRole('menuitem')
      .map((item) => item.textContent)
    expect(items).toEqual(['Profile', 'Admin Dashboard', 'Sign out'])
  })

  it('offers owners the portal and a new claim', async () => {
    const owner = await renderRoute('/', { ports: signedInPorts({ ...eleni, role: 'business_owner' }).ports })
    await owner.user.click(await screen.findByRole('button', { name: /Account menu/ }))
    const items = within(screen.getByRole('menu'))
      .getAllByRole('menuitem')
      .map((item) => item.textContent)
    expect(items).toEqual(['Profile', 'Business Portal', 'Claim New Business', 'Sign out'])
  })

  it('refuses the admin dashboard to a plain user, naming the role', async () => {
    await renderRoute('/admin', { ports: signedInPorts().ports })
    expect((await main().findByRole('alert')).textContent).toBe(
      'The Admin Dashboard is only for accounts with the administrator role.',
    )
    expect(main().getByRole('link', { name: 'Back to the home page' })).toBeTruthy()
  })

  // An account that added a business owns it while it is reviewed; one without a business is shown the way in.
  it('shows a plain user the business portal with how to claim or add a business', async () => {
    await renderRoute('/business-portal', { ports: signedInPorts().ports })
    expect(await main().findByRole('link', { name: 'Claim your business' })).toBeTruthy()
    expect(main().queryByRole('alert')).toBeNull()
  })

  it('opens the business portal for an owner', async () => {
    await renderRoute('/business-portal', {
      ports: signedInPorts({ ...eleni, role: 'business_owner' }).ports,
    })
    expect(await main().findByText(/./, { selector: 'p.lead' })).toBeTruthy()
    expect(main().queryByRole('alert')).toBeNull()
  })

  it('shows an admin the figures fetched with the admin token', async () => {
    const admin = { ...eleni, id: 'admin', role: 'admin' as const }
    const accounts = fakeAccounts([{ user: { ...admin, id: '1' }, password: 'x', isVerified: true }])
    const sessionStore = fakeSessionStore({ user: { ...admin, id: '1' }, token: 'token-admin' })
    await renderRoute('/admin', { ports: fakePorts({ accounts, sessionStore }) })
    expect(await main().findByText('Business owners')).toBeTruthy()
    expect(main().getByText('Awaiting email confirmation').nextElementSibling?.textContent).toBe('2')
    expect(main().queryByRole('alert')).toBeNull()
  })

  it('sends a signed-out visitor of /admin to sign in', async () => {
    const { router } = await renderRoute('/admin')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toEqual({ redirect: '/admin' })
  })
})
