// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeChat, fakePorts } from '../support/fakes'
import { openChatWidget } from '../support/chat-widget'
import { renderRoute } from '../support/render-route'

afterEach(cleanup)

// Spec §4: Ask AI and preview dialogs open and close per card.
describe('the dialogs of a business card', () => {
  it.each(['/', '/businesses'])('offers Ask AI and Preview on every card of %s', async (path) => {
    await renderRoute(path)
    const previews = screen.getAllByRole('button', { name: /^Preview of / })
    expect(previews.length).toBeGreaterThan(0)
    const names = previews.map((b) => b.getAttribute('aria-label')?.replace('Preview of ', ''))
    for (const name of names)
      expect(screen.getAllByRole('button', { name: `Ask AI about ${name}` })).toBeTruthy()
  })

  it('opens Ask AI for that business from its card and returns focus to the card on Escape', async () => {
    const { user } = await renderRoute('/')
    const opener = screen.getAllByRole('button', { name: 'Ask AI about Meze Taverna' })[0]!
    await user.click(opener)
    // The dialog's code loads on first use.
    const dialog = await screen.findByRole('dialog', { name: 'Ask AI about Meze Taverna' })
    expect(within(dialog).getByText(/Ask me anything about Meze Taverna/)).toBeTruthy()
    expect(dialog.contains(document.activeElement)).toBe(true)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('offers both on a business card in a chat reply', async () => {
    const reply =
      '<businesses><businessLink id="1" slug="meze-taverna" rating="4.6" reviews="31" city="Limassol">Meze Taverna</businessLink></businesses>'
    const chat = fakeChat({ ask: async () => reply })
    const { user } = await renderRoute('/about', { ports: fakePorts({ chat }) })
    await openChatWidget(user)
    await user.click(screen.getByRole('tab', { name: 'Cyprus AI Assistant' }))
    const panel = screen.getByRole('region', { name: 'Cyprus AI Assistant' })
    await user.type(within(panel).getByRole('textbox', { name: 'Your message' }), 'meze{Enter}')
    await within(panel).findByRole('link', { name: /Meze Taverna/ })
    // The chat cards' actions load with the first card (the shell keeps them out of the first download).
    await user.click(await within(panel).findByRole('button', { name: 'Preview of Meze Taverna' }))
    const preview = await screen.findByRole('dialog', { name: 'Meze Taverna' })
    await user.click(within(preview).getByRole('button', { name: 'Close dialog' }))
    await user.click(within(panel).getByRole('button', { name: 'Ask AI about Meze Taverna' }))
    expect(await screen.findByRole('dialog', { name: 'Ask AI about Meze Taverna' })).toBeTruthy()
  })
})
