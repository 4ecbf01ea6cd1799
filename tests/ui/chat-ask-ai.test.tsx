// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ChatError } from '@domain/chat/chat-error'
import { NetworkError } from '@domain/errors'
import { fakeChat, fakePorts } from '../support/fakes'
import { renderRoute } from '../support/render-route'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

async function openAskAi(ports = fakePorts()) {
  const view = await renderRoute('/meze-taverna', { ports })
  await view.user.click(screen.getByRole('button', { name: 'Ask AI about Meze Taverna' }))
  const dialog = await screen.findByRole('dialog', { name: 'Ask AI about Meze Taverna' })
  return { ...view, dialog, input: within(dialog).getByRole('textbox', { name: 'Your message' }) }
}

describe('Ask AI on a business', () => {
  it('greets with the business name and offers six starter questions while only the welcome exists', async () => {
    const chat = fakeChat()
    const { user, dialog } = await openAskAi(fakePorts({ chat }))
    expect(within(dialog).getByText(/Ask me anything about Meze Taverna/)).toBeTruthy()
    const starters = within(within(dialog).getByRole('group', { name: 'Suggested questions' })).getAllByRole(
      'button',
    )
    expect(starters).toHaveLength(6)
    await user.click(within(dialog).getByRole('button', { name: 'Is it open now?' }))
    expect(await within(dialog).findByText('About meze-taverna: Is it open now?')).toBeTruthy()
    expect(chat.calls[0]).toEqual({
      name: 'askAboutBusiness',
      args: [{ query: 'Is it open now?', history: [], businessSlug: 'meze-taverna' }],
    })
    expect(within(dialog).queryByRole('group', { name: 'Suggested questions' })).toBeNull()
  })

  it('sends on Enter, not on Shift+Enter, and keeps send disabled while empty or pending', async () => {
    let answer: (text: string) => void = () => undefined
    const questions: string[] = []
    const chat = fakeChat({
      askAboutBusiness: ({ query }) => {
        questions.push(query)
        return new Promise((resolve) => (answer = resolve))
      },
    })
    const { user, dialog, input } = await openAskAi(fakePorts({ chat }))
    const send = within(dialog).getByRole('button', { name: 'Send' }) as HTMLButtonElement
    expect(send.disabled).toBe(true)
    await user.type(input, 'Parking?{Shift>}{Enter}{/Shift}')
    expect((input as HTMLTextAreaElement).value).toBe('Parking?\n')
    expect(questions).toEqual([])
    await user.keyboard('{Enter}')
    // The voice field has a status region of its own: find the typing indicator by what it says.
    const statuses = within(dialog).getAllByRole('status')
    expect(statuses.some((status) => status.textContent === 'The assistant is typing…')).toBe(true)
    await user.type(input, 'More?')
    expect(send.disabled).toBe(true)
    await user.keyboard('{Enter}')
    expect(questions).toEqual(['Parking?'])
    answer('Yes, free parking.')
    expect(await within(dialog).findByText('Yes, free parking.')).toBeTruthy()
    expect(document.activeElement).toBe(input)
  })

  it.each([
    [
      'fails',
      new ChatError('chat.failed', 500),
      "I'm sorry, I'm currently experiencing technical difficulties. Please try again in a moment.",
    ],
    [
      'gets no answer',
      new NetworkError(),
      "I'm sorry, I can't reach the assistant right now. Please check your internet connection and try again.",
    ],
  ])('apologises when the call %s', async (_case, error, apology) => {
    const chat = fakeChat({
      askAboutBusiness: async () => {
        throw error
      },
    })
    const { user, dialog, input } = await openAskAi(fakePorts({ chat }))
    await user.type(input, 'Hours?{Enter}')
    expect(await within(dialog).findByText(apology)).toBeTruthy()
  })

  it('apologises for an empty reply', async () => {
    const { user, dialog, input } = await openAskAi(
      fakePorts({ chat: fakeChat({ askAboutBusiness: async () => '' }) }),
    )
    await user.type(input, 'Hours?{Enter}')
    expect(
      await within(dialog).findByText(
        "I apologize, but I'm having trouble processing your request right now. Please try again later.",
      ),
    ).toBeTruthy()
  })
})
