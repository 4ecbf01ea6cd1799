// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { faqEn } from '../../../../src/content/faq/en'
import { signedInAdminPorts } from '../../../support/admin-session'
import { fakeAdminContent, seededFaqEntries } from '../../../support/fake-admin-content'
import { fakeFaq } from '../../../support/fake-admin-content'
import { renderRoute } from '../../../support/render-route'

// The back office's pages are loaded on demand: the first render of a page may take a while on a busy machine.
const LOADED = { timeout: 5000 }

describe('the FAQ editor', () => {
  afterEach(cleanup)
  const [first, second] = faqEn.groups[0]!.items

  it('moves a question up with the keyboard and keeps the focus on it', async () => {
    const adminContent = fakeAdminContent()
    const { user } = await renderRoute('/admin/faq', { ports: signedInAdminPorts({ adminContent }) })
    const moveUp = await screen.findByRole('button', { name: `Move ${second!.question} up` }, LOADED)
    moveUp.focus()
    await user.keyboard('{Enter}')
    expect(await screen.findByText(`“${second!.question}” moved up.`)).toBeTruthy()
    const ids = seededFaqEntries()
      .filter((e) => e.groupId === 'visitors')
      .map((e) => e.id)
    expect(adminContent.calls).toContainEqual({
      method: 'reorderFaq',
      args: [{ groupId: 'visitors', ids: [ids[1], ids[0], ...ids.slice(2)] }],
    })
    const visitors = screen.getByRole('region', { name: 'For visitors and residents' })
    const rows = within(visitors).getAllByRole('listitem')
    expect(rows[0]!.textContent).toContain(second!.question)
    expect(rows[1]!.textContent).toContain(first!.question)
    await waitFor(() => expect(document.activeElement?.textContent).toBe(`Move ${second!.question} down`))
  })

  it('hides a question: the editor marks it hidden', async () => {
    const adminContent = fakeAdminContent()
    const { user } = await renderRoute('/admin/faq', { ports: signedInAdminPorts({ adminContent }) })
    await user.click(await screen.findByRole('button', { name: `Edit ${first!.question}` }, LOADED))
    await user.click(screen.getByLabelText('Shown on the page'))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText(`“${first!.question}” saved.`)).toBeTruthy()
    expect(adminContent.calls.at(-1)).toMatchObject({
      method: 'updateFaqEntry',
      args: [1, { isPublished: false }],
    })
    expect(screen.getByText('Hidden')).toBeTruthy()
  })
})

describe('the FAQ page', () => {
  afterEach(cleanup)

  it('shows the questions the API serves, in their order and language', async () => {
    const faq = fakeFaq()
    const reversed = {
      async questions(locale: 'en' | 'el' | 'ru') {
        return (await faq.questions(locale)).reverse()
      },
    }
    await renderRoute('/faq-guides', { ports: signedInAdminPorts({ faq: reversed }), locale: 'el' })
    const summaries = (await screen.findAllByText((_, el) => el?.tagName === 'SUMMARY', {}, LOADED)).map(
      (s) => s.textContent,
    )
    const owners = (await fakeFaq().questions('el')).filter((q) => q.groupId === 'owners')
    expect(summaries).toContain(owners.at(-1)!.question)
    expect(summaries.indexOf(owners.at(-1)!.question)).toBeLessThan(summaries.indexOf(owners[0]!.question))
  })
})
