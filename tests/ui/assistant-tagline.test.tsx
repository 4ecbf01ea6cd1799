// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { findChatPanel, openChatWidget } from '../support/chat-widget'
import { renderRoute } from '../support/render-route'

afterEach(cleanup)

// Spec §1: the Cyprus AI Assistant's title carries "Real answers. Right now. Powered by AI." in every language.
describe('the Cyprus AI Assistant tagline', () => {
  it('shows under the title in the widget, in English, and not under Live Support', async () => {
    const { user } = await renderRoute('/about')
    const support = await openChatWidget(user)
    expect(within(support).queryByText('Real answers. Right now. Powered by AI.')).toBeNull()
    await user.click(screen.getByRole('tab', { name: 'Cyprus AI Assistant' }))
    const panel = screen.getByRole('region', { name: 'Cyprus AI Assistant' })
    expect(within(panel).getByText('Real answers. Right now. Powered by AI.')).toBeTruthy()
  })

  it('shows in the full-screen assistant opened from Live Support', async () => {
    const { user } = await renderRoute('/about')
    await openChatWidget(user)
    await user.click(screen.getByRole('button', { name: 'Open the Cyprus AI Assistant full screen' }))
    const dialog = screen.getByRole('dialog', { name: 'Cyprus AI Assistant' })
    expect(within(dialog).getByText('Real answers. Right now. Powered by AI.')).toBeTruthy()
  })

  it.each([
    [
      'el',
      'Άνοιγμα της συνομιλίας',
      'Βοηθός AI Κύπρου',
      'Πραγματικές απαντήσεις. Αμέσως. Με τη δύναμη της τεχνητής νοημοσύνης.',
    ],
    ['ru', 'Открыть чат', 'ИИ-помощник по Кипру', 'Настоящие ответы. Прямо сейчас. На основе ИИ.'],
  ] as const)('is translated in %s', async (locale, open, title, tagline) => {
    // The home page opens the widget on the Cyprus AI Assistant.
    const { user } = await renderRoute('/', { locale })
    await user.click(screen.getByRole('button', { name: open }))
    const panel = await findChatPanel(title)
    expect(within(panel).getByText(tagline)).toBeTruthy()
  })
})
