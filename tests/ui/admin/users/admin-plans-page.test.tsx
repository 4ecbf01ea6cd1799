// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { signedInAdminPorts } from '../../../support/admin-session'
import { fakeAdminUsers } from '../../../support/fake-admin-users'
import { renderRoute } from '../../../support/render-route'

describe('the admin’s plans page', () => {
  afterEach(cleanup)

  it('edits a plan’s features as a grid and saves that plan alone', async () => {
    const adminUsers = fakeAdminUsers()
    const { user } = await renderRoute('/admin/plans', { ports: signedInAdminPorts({ adminUsers }) })
    // The first visit loads the page's code and the plans: give a busy machine time.
    const basic = await screen.findByRole('form', { name: 'Basic' }, { timeout: 5000 })
    const messages = within(basic).getByRole('checkbox', { name: 'Direct messages' })
    expect(messages).toHaveProperty('checked', false)
    await user.click(messages)
    const photos = within(basic).getByRole('spinbutton', { name: 'Photos' })
    await user.clear(photos)
    await user.type(photos, '8')
    await user.click(within(basic).getByRole('button', { name: 'Save Basic' }))
    const saved = await within(basic).findByText('Basic is saved.')
    await waitFor(() => expect(document.activeElement).toBe(saved))
    const call = adminUsers.calls.find((c) => c.op === 'updatePlan')
    expect(call?.args[0]).toBe('basic')
    expect(call?.args[1]).toMatchObject({ features: { direct_messages: true, max_images: 8 } })
    expect(screen.getByRole('link', { name: 'Plans', current: 'page' })).toBeTruthy()
  })

  it('assigns a plan to a business from a start day to an end day', async () => {
    const adminUsers = fakeAdminUsers()
    const { user } = await renderRoute('/admin/plans', { ports: signedInAdminPorts({ adminUsers }) })
    const form = await screen.findByRole('form', { name: 'Put a business on a plan' })
    await user.type(within(form).getByLabelText('Business number'), '12')
    await user.selectOptions(within(form).getByLabelText('Plan'), 'premium')
    const start = within(form).getByLabelText('Starts on')
    await user.clear(start)
    await user.type(start, '2026-12-01')
    await user.type(within(form).getByLabelText('Ends on (optional)'), '2026-12-31')
    await user.click(within(form).getByRole('button', { name: 'Assign plan' }))
    expect(await within(form).findByText('Saved. Business #12 is on Premium now.')).toBeTruthy()
    expect(adminUsers.calls.find((c) => c.op === 'assignPlan')?.args).toEqual([
      12,
      { planSlug: 'premium', startsAt: '2026-11-30T22:00:00.000Z', endsAt: '2026-12-30T22:00:00.000Z' },
    ])
  })

  it('says why an assignment was refused', async () => {
    const adminUsers = fakeAdminUsers([], { refuse: { assignPlan: 'BUSINESS_NOT_FOUND' } })
    const { user } = await renderRoute('/admin/plans', { ports: signedInAdminPorts({ adminUsers }) })
    const form = await screen.findByRole('form', { name: 'Put a business on a plan' })
    await user.type(within(form).getByLabelText('Business number'), '999')
    await user.click(within(form).getByRole('button', { name: 'Assign plan' }))
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'There is no business with this number.',
    )
  })
})
