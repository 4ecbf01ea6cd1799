// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeChat, fakeChatHistoryStore, fakePorts } from '../../../support/fakes'
import { openChatWidget } from '../../../support/chat-widget'
import { renderRoute } from '../../../support/render-route'

afterEach(cleanup)

describe("the visitor's Live Support chat", () => {
  it("shows the portal team's reply apart from the assistant's, inside the announced conversation", async () => {
    const reads: Array<[string, number]> = []
    const chat = fakeChat({
      agentReplies: async (liveChatId, afterId) => {
        reads.push([liveChatId, afterId])
        return afterId < 12 ? [{ id: 12, content: 'Hello, this is Maria from the team.', createdAt: 5 }] : []
      },
    })
    const chatHistory = fakeChatHistoryStore({ liveChatId: 'live-7' })
    const view = await renderRoute('/about', { ports: fakePorts({ chat, chatHistory }) })
    expect(reads).toEqual([])

    await openChatWidget(view.user)
    const log = screen.getByRole('log', { name: /conversation|messages/i })
    expect(log.getAttribute('aria-live')).toBe('polite')
    const reply = await within(log).findByText('Hello, this is Maria from the team.')
    const bubble = reply.closest('.chat-message')
    expect(bubble?.getAttribute('data-author')).toBe('agent')
    expect(within(bubble as HTMLElement).getByText('Cyprus Portal team:')).toBeTruthy()
    expect(reads[0]).toEqual(['live-7', 0])
  })

  it('does not read replies before the chat has started', async () => {
    const reads: string[] = []
    const chat = fakeChat({
      agentReplies: async (liveChatId) => {
        reads.push(liveChatId)
        return []
      },
    })
    const view = await renderRoute('/about', { ports: fakePorts({ chat }) })
    await openChatWidget(view.user)
    expect(screen.getByRole('textbox', { name: 'Full Name *' })).toBeTruthy()
    expect(reads).toEqual([])
  })
})
