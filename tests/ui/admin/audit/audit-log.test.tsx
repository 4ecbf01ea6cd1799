// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { signedInAdminPorts } from '../../../support/admin-session'
import { anAuditEntry, fakeAudit } from '../../../support/fake-audit'
import { fakePorts } from '../../../support/fakes'
import { renderRoute } from '../../../support/render-route'

describe('the audit log page', () => {
  afterEach(cleanup)

  const entries = [
    anAuditEntry(),
    anAuditEntry({
      id: 2,
      actorEmail: 'owner@example.cy',
      actorRole: 'business_owner',
      action: 'updateOwnerBusiness',
      before: { phone: '+35722000000' },
      after: { phone: '+35722000111' },
    }),
  ]

  it('lists who changed what, with the state before and after', async () => {
    await renderRoute('/admin/audit', { ports: signedInAdminPorts({ audit: fakeAudit(entries) }) })
    const table = await screen.findByRole('table', { name: 'Audit log' })
    const row = within(table).getByText("Listing edited: Andreas's Kafeneio").closest('tr')!
    expect(within(row).getByText('owner@example.cy')).toBeTruthy()
    expect(within(row).getByText(/\+35722000111/)).toBeTruthy()
    expect(screen.getByText('2 changes')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Audit log', current: 'page' })).toBeTruthy()
  })

  it('says what happened in the reader’s language, with the operation kept as a detail', async () => {
    const claim = anAuditEntry({
      id: 3,
      action: 'decideClaim',
      entityType: 'claim',
      entityId: '64',
      after: { id: 64, status: 'approved' },
    })
    const hidden = anAuditEntry({
      id: 4,
      action: 'hideReview',
      entityType: 'review',
      entityId: '12',
      subject: null,
    })
    await renderRoute('/admin/audit', {
      ports: signedInAdminPorts({ audit: fakeAudit([claim, hidden]) }),
      locale: 'el',
    })
    const table = await screen.findByRole('table', { name: 'Αρχείο ενεργειών' })
    const approved = within(table).getByText('Εγκρίθηκε διεκδίκηση: Καφενείο του Αντρέα').closest('td')!
    expect(within(approved).getByText('decideClaim').tagName).toBe('CODE')
    expect(approved.textContent).toContain('claim #64')
    expect(within(table).getByText('Αποκρύφτηκε κριτική: #12')).toBeTruthy()
  })

  it('keeps its search in the address and sends it to the server', async () => {
    const audit = fakeAudit(entries)
    const { user, router } = await renderRoute('/admin/audit', { ports: signedInAdminPorts({ audit }) })
    await user.type(await screen.findByLabelText('Who (email or account number)'), 'owner@')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByText('1 change')).toBeTruthy()
    expect(router.state.location.search).toMatchObject({ actor: 'owner@' })
    expect(audit.calls.at(-1)).toEqual({ page: 1, actor: 'owner@', entity: undefined })
  })

  it('says so when the log cannot be loaded', async () => {
    await renderRoute('/admin/audit', {
      ports: signedInAdminPorts({ audit: fakeAudit([], { failing: true }) }),
    })
    const alert = await screen.findByText('The audit log could not be loaded. Please try again.')
    expect(alert.getAttribute('role')).toBe('alert')
  })

  it('is refused to a visitor who is not an admin', async () => {
    await renderRoute('/admin/audit', { ports: fakePorts() })
    expect(screen.queryByRole('table')).toBeNull()
  })
})
