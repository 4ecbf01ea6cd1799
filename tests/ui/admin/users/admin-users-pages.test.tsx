// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { signedInAdminPorts } from '../../../support/admin-session'
import { anAdminUser, fakeAdminUsers } from '../../../support/fake-admin-users'
import { renderRoute } from '../../../support/render-route'

describe('the admin’s users pages', () => {
  afterEach(cleanup)

  const people = [
    anAdminUser(),
    anAdminUser({ id: 22, name: 'Andreas Petrou', email: 'andreas@example.cy', role: 'business_owner' }),
    anAdminUser({
      id: 23,
      name: 'Olga Ivanova',
      email: 'olga@example.cy',
      suspendedAt: '2026-11-20T10:00:00.000Z',
    }),
  ]

  it('lists accounts with their role and status, linked to each account', async () => {
    await renderRoute('/admin/users', { ports: signedInAdminPorts({ adminUsers: fakeAdminUsers(people) }) })
    const table = await screen.findByRole('table', { name: 'Users' })
    const olga = within(table).getByRole('link', { name: 'Olga Ivanova' })
    expect(olga.getAttribute('href')).toBe('/admin/users/23')
    expect(within(olga.closest('tr')!).getByText('Suspended')).toBeTruthy()
    expect(screen.getByText('3 accounts')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Users', current: 'page' })).toBeTruthy()
  })

  it('keeps its search and role filter in the address and sends them to the server', async () => {
    const adminUsers = fakeAdminUsers(people)
    const { user, router } = await renderRoute('/admin/users', { ports: signedInAdminPorts({ adminUsers }) })
    await user.type(await screen.findByLabelText('Name or email'), 'andreas')
    await user.selectOptions(screen.getByLabelText('Role'), 'business_owner')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByText('1 account')).toBeTruthy()
    expect(router.state.location.search).toMatchObject({ q: 'andreas', role: 'business_owner' })
    expect(adminUsers.calls.at(-1)).toEqual({
      op: 'users',
      args: [{ page: 1, q: 'andreas', role: 'business_owner' }],
    })
  })

  it('shows a long list as a window of pages, not a link per page', async () => {
    const many = Array.from({ length: 25 * 400 }, (_, i) =>
      anAdminUser({ id: i + 1, email: `u${i}@example.cy` }),
    )
    await renderRoute('/admin/users?page=50', {
      ports: signedInAdminPorts({ adminUsers: fakeAdminUsers(many) }),
    })
    const pagination = await screen.findByRole('navigation', { name: 'Pagination' })
    const pages = within(pagination)
      .getAllByRole('link')
      .map((link) => link.textContent)
    expect(pages).toEqual(['Previous page', '1', '48', '49', '50', '51', '52', '400', 'Next page'])
    expect(within(pagination).getByRole('link', { name: 'Page 50' }).getAttribute('aria-current')).toBe(
      'page',
    )
  })

  it('shows an account’s sessions, reviews and claims', async () => {
    await renderRoute('/admin/users/21', {
      ports: signedInAdminPorts({ adminUsers: fakeAdminUsers(people) }),
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Maria Georgiou' })).toBeTruthy()
    expect(screen.getByText('Firefox · Windows')).toBeTruthy()
    expect(screen.getByText('3 reviews')).toBeTruthy()
    expect(screen.getByText(/Kafe Limassol \(#4\): pending/)).toBeTruthy()
  })

  it('suspends after a reason and a confirmation, and focuses the outcome', async () => {
    const adminUsers = fakeAdminUsers(people)
    const { user } = await renderRoute('/admin/users/21', { ports: signedInAdminPorts({ adminUsers }) })
    await user.type(await screen.findByLabelText('Reason (mailed to the user)'), 'Fake reviews')
    await user.click(screen.getByRole('button', { name: 'Suspend account' }))
    expect(adminUsers.calls.some((c) => c.op === 'suspend')).toBe(false)
    expect(screen.getByText(/Suspend Maria Georgiou\?/)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Yes, suspend' }))
    const done = await screen.findByText('The account is suspended and signed out everywhere.')
    await waitFor(() => expect(document.activeElement).toBe(done))
    expect(adminUsers.calls.find((c) => c.op === 'suspend')?.args).toEqual([21, 'Fake reviews'])
    expect(screen.getByRole('button', { name: 'Unsuspend account' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Unsuspend account' }))
    expect(await screen.findByText('The account can sign in again.')).toBeTruthy()
  })

  it('changes the role, and explains the last admin refusal', async () => {
    const adminUsers = fakeAdminUsers(people, { refuse: { setRole: 'LAST_ADMIN' } })
    const { user } = await renderRoute('/admin/users/21', { ports: signedInAdminPorts({ adminUsers }) })
    const actions = await screen.findByRole('region', { name: 'Actions' })
    await user.selectOptions(within(actions).getByLabelText('Role'), 'admin')
    await user.click(screen.getByRole('button', { name: 'Change role' }))
    const alert = await within(actions).findByRole('alert')
    expect(alert.textContent).toBe('This is the last active admin: make another account an admin first.')
    await waitFor(() => expect(document.activeElement).toBe(alert))
  })

  it('resends verification to an unverified account and starts a password reset', async () => {
    const adminUsers = fakeAdminUsers([anAdminUser({ isVerified: false })])
    const { user } = await renderRoute('/admin/users/21', { ports: signedInAdminPorts({ adminUsers }) })
    await user.click(await screen.findByRole('button', { name: 'Resend verification email' }))
    expect(await screen.findByText('A new verification link has been mailed.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Send password reset link' }))
    expect(await screen.findByText('A password reset link has been mailed.')).toBeTruthy()
    expect(adminUsers.calls.map((c) => c.op)).toEqual(['user', 'resendVerification', 'startPasswordReset'])
  })
})
