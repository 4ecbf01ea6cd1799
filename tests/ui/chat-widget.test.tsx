// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ChatError } from '@domain/chat/chat-error'
import { fakeChat, fakeChatHistoryStore, fakePorts } from '../support/fakes'
import { findChatPanel, openChatWidget } from '../support/chat-widget'
import { renderRoute } from '../support/render-route'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

async function openWidget(path = '/about', ports = fakePorts()) {
  const view = await renderRoute(path, { ports })
  await openChatWidget(view.user)
  return { ...view, panel: () => screen.getByRole('region', { name: /Live Support|Cyprus AI Assistant/ }) }
}

describe('the chat widget', () => {
  it('opens on Live Support with the contact form, and maximises, restores and closes', async () => {
    const { user, panel } = await openWidget()
    expect(within(panel()).getByRole('heading', { name: 'Welcome to Live Support' })).toBeTruthy()
    expect(panel().getAttribute('data-size')).toBe('open')
    await user.click(within(panel()).getByRole('button', { name: 'Maximise the chat' }))
    expect(panel().getAttribute('data-size')).toBe('maximised')
    await user.click(within(panel()).getByRole('button', { name: 'Restore the chat size' }))
    expect(panel().getAttribute('data-size')).toBe('open')
    await user.click(within(panel()).getByRole('button', { name: 'Close the chat' }))
    expect(screen.queryByRole('region', { name: 'Live Support' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Open the chat' })).toBeTruthy()
  })

  it('moves focus into the panel when it opens and back to the launcher when it closes', async () => {
    const { user, panel } = await openWidget()
    expect(document.activeElement).toBe(within(panel()).getByRole('textbox', { name: 'Full Name *' }))
    await user.click(within(panel()).getByRole('button', { name: 'Close the chat' }))
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open the chat' }))
  })

  it('switches to the Cyprus AI Assistant with its tab and answers there', async () => {
    const chat = fakeChat()
    const { user, panel } = await openWidget('/about', fakePorts({ chat }))
    await user.click(screen.getByRole('tab', { name: 'Cyprus AI Assistant' }))
    expect(within(panel()).getByRole('heading', { name: 'Cyprus AI Assistant' })).toBeTruthy()
    const input = within(panel()).getByRole('textbox', { name: 'Your message' })
    expect(input.getAttribute('placeholder')).toBe('Ask me anything...')
    expect(within(panel()).getAllByRole('button', { name: /\?$/ })).toHaveLength(4)
    await user.type(input, 'Best beaches?{Enter}')
    expect(await within(panel()).findByText('You asked: Best beaches?')).toBeTruthy()
    expect(chat.calls[0]).toMatchObject({
      name: 'ask',
      args: ['ai-chat-general', { query: 'Best beaches?' }],
    })
    // Spec §4: the starter questions go once the conversation has more than the welcome.
    expect(within(panel()).queryByRole('group', { name: 'Suggested questions' })).toBeNull()
  })

  it('validates the support form after blur and starts the chat', async () => {
    const chat = fakeChat()
    const chatHistory = fakeChatHistoryStore()
    const { user, panel } = await openWidget('/about', fakePorts({ chat, chatHistory }))
    const start = within(panel()).getByRole('button', { name: 'Start Chat' })
    expect((start as HTMLButtonElement).disabled).toBe(true)
    const email = within(panel()).getByRole('textbox', { name: 'Email *' })
    await user.type(email, 'maria@example')
    await user.tab()
    expect(within(panel()).getByText('Please enter a valid email address')).toBeTruthy()
    expect(email.getAttribute('aria-invalid')).toBe('true')
    await user.type(email, '.cy')
    await user.type(within(panel()).getByRole('textbox', { name: 'Full Name *' }), 'Maria')
    const phone = within(panel()).getByRole('textbox', { name: 'Phone' })
    await user.type(phone, '12')
    await user.tab()
    expect(within(panel()).getByText('Please enter a valid phone number')).toBeTruthy()
    await user.clear(phone)
    await user.type(phone, '99 123 456')
    await user.click(within(panel()).getByRole('button', { name: 'Start Chat' }))
    expect(await within(panel()).findByRole('textbox', { name: 'Your message' })).toBeTruthy()
    expect(chatHistory.liveChatId).toBe('live-1')
    expect(chat.calls[0]?.args[0]).toEqual({
      name: 'Maria',
      email: 'maria@example.cy',
      phone: '+35799123456',
    })
    expect(within(panel()).getByRole('textbox', { name: 'Your message' }).getAttribute('placeholder')).toBe(
      'How can I help?',
    )
  })

  it('continues a stored support chat and clears its history back to the welcome', async () => {
    const history = JSON.stringify([
      { id: '1-1', type: 'bot', content: '', timestamp: 1, notice: 'welcome' },
      { id: '2-1', type: 'user', content: 'How do I claim?', timestamp: 2 },
      { id: '3-1', type: 'bot', content: 'Open the claim page.', timestamp: 3 },
    ])
    const chatHistory = fakeChatHistoryStore({ history, liveChatId: 'live-7' })
    const { user, panel } = await openWidget('/about', fakePorts({ chatHistory }))
    expect(within(panel()).getByText('Open the claim page.')).toBeTruthy()
    await user.click(within(panel()).getByRole('button', { name: 'Clear chat history' }))
    expect(within(panel()).queryByText('Open the claim page.')).toBeNull()
    expect(within(panel()).getByText(/Hello! I'm here to help you use the portal/)).toBeTruthy()
    expect(chatHistory.history).toBeNull()
  })

  it('shows the support apology when a message fails', async () => {
    const chat = fakeChat({
      ask: async () => {
        throw new ChatError('chat.failed', 500)
      },
    })
    const chatHistory = fakeChatHistoryStore({ liveChatId: 'live-7' })
    const { user, panel } = await openWidget('/about', fakePorts({ chat, chatHistory }))
    await user.type(within(panel()).getByRole('textbox', { name: 'Your message' }), 'hello{Enter}')
    expect(await within(panel()).findByText('Failed to connect to server, please try again')).toBeTruthy()
  })

  it('opens the Cyprus AI Assistant full screen from Live Support off the home page', async () => {
    const { user, panel } = await openWidget('/about')
    await user.click(
      within(panel()).getByRole('button', { name: 'Open the Cyprus AI Assistant full screen' }),
    )
    const dialog = screen.getByRole('dialog', { name: 'Cyprus AI Assistant' })
    expect(within(dialog).getByRole('textbox', { name: 'Your message' }).getAttribute('placeholder')).toBe(
      'Ask me about Cyprus...',
    )
    expect(within(dialog).getAllByRole('button', { name: /\?$/ })).toHaveLength(6)
  })

  it('opens with initiatechat=true and removes the flag from the address', async () => {
    const { router } = await renderRoute('/about?initiatechat=true&x=1')
    await waitFor(() => expect(router.state.location.searchStr).toBe('?x=1'))
    expect(await findChatPanel('Live Support')).toBeTruthy()
  })

  it('opens on the scheduling chat with openChat=scheduling', async () => {
    await renderRoute('/contact?openChat=scheduling')
    const panel = await findChatPanel('Book a Meeting')
    expect(within(panel).getByRole('tab', { name: 'Book a Meeting', selected: true })).toBeTruthy()
  })

  it('renders markup in messages as text, never as elements', async () => {
    const payload = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>'
    const chat = fakeChat({ ask: async (_w, q) => `Echo: ${q.query} <b>bold</b>` })
    const { user, panel } = await openWidget('/about', fakePorts({ chat }))
    await user.click(screen.getByRole('tab', { name: 'Cyprus AI Assistant' }))
    await user.type(
      within(panel()).getByRole('textbox', { name: 'Your message' }),
      payload.replace(/[{[]/g, '$&$&'),
    )
    await user.keyboard('{Enter}')
    expect(await within(panel()).findByText(`Echo: ${payload} <b>bold</b>`)).toBeTruthy()
    expect(panel().querySelector('img, script, b')).toBeNull()
    expect((window as { __xss?: number }).__xss).toBeUndefined()
  })
})
