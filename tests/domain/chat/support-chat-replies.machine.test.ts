import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, type AnyActorRef } from 'xstate'
import { ChatError } from '@domain/chat/chat-error'
import type { AgentReply, ChatMessage } from '@domain/chat/chat-message'
import { AGENT_POLL_MAX_MS, AGENT_POLL_MS } from '@domain/chat/chat-timing'
import { createSupportChatMachine } from '@domain/chat/support-chat.machine'
import { fakeChat, fakeChatHistoryStore } from '../../support/fakes'

const reply = (id: number, content: string): AgentReply => ({ id, content, createdAt: 1_000 + id })

/** A support chat already initialised (id `live-3`), whose person's replies come from `server`, newest last. */
function startInitialisedSupport(server: { replies: AgentReply[]; failing?: boolean }, history?: string) {
  const reads: Array<{ liveChatId: string; afterId: number }> = []
  const chat = fakeChat({
    agentReplies: async (liveChatId, afterId) => {
      reads.push({ liveChatId, afterId })
      if (server.failing) throw new ChatError('chat.failed', 503)
      return server.replies.filter((r) => r.id > afterId)
    },
  })
  const store = fakeChatHistoryStore({ liveChatId: 'live-3', history: history ?? null })
  const machine = createSupportChatMachine({ chat, store, ask: async (q) => `re: ${q}`, now: () => 5_000 })
  const actor = createActor(machine, { input: { user: null } }).start()
  const messages = () =>
    (
      (actor.getSnapshot().children.conversation as AnyActorRef).getSnapshot().context
        .messages as ChatMessage[]
    )
      .filter((m) => m.type === 'agent')
      .map((m) => m.content)
  return { actor, reads, messages, store }
}

// Lets the read's promise settle without moving the clock.
const settle = () => vi.advanceTimersByTimeAsync(0)

describe("support chat machine: a person's replies", () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('reads nothing while the chat is not shown', async () => {
    const { reads } = startInitialisedSupport({ replies: [reply(1, 'Hello')] })
    await vi.advanceTimersByTimeAsync(AGENT_POLL_MS * 5)
    expect(reads).toEqual([])
  })

  it('reads at once when shown, then every few seconds, asking only for replies after the last one', async () => {
    const server = { replies: [reply(1, 'Hello, I am Maria from the portal team.')] }
    const { actor, reads, messages } = startInitialisedSupport(server)
    actor.send({ type: 'support.show' })
    await settle()
    expect(messages()).toEqual(['Hello, I am Maria from the portal team.'])
    expect(reads).toEqual([{ liveChatId: 'live-3', afterId: 0 }])

    server.replies.push(reply(4, 'How can I help?'))
    await vi.advanceTimersByTimeAsync(AGENT_POLL_MS)
    expect(reads.at(-1)).toEqual({ liveChatId: 'live-3', afterId: 1 })
    expect(messages()).toEqual(['Hello, I am Maria from the portal team.', 'How can I help?'])
    await vi.advanceTimersByTimeAsync(AGENT_POLL_MS)
    expect(reads.at(-1)?.afterId).toBe(4)
    expect(messages()).toHaveLength(2)
  })

  it('stops reading when hidden and starts again when shown', async () => {
    const { actor, reads } = startInitialisedSupport({ replies: [] })
    actor.send({ type: 'support.show' })
    await settle()
    actor.send({ type: 'support.hide' })
    await vi.advanceTimersByTimeAsync(AGENT_POLL_MS * 10)
    expect(reads).toHaveLength(1)
    actor.send({ type: 'support.show' })
    await settle()
    expect(reads).toHaveLength(2)
  })

  it('waits twice as long after each failed read, up to a limit, and back to normal after a success', async () => {
    const server = { replies: [reply(2, 'Back online')], failing: true }
    const { actor, reads, messages } = startInitialisedSupport(server)
    actor.send({ type: 'support.show' })
    await settle()
    expect(reads).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(AGENT_POLL_MS * 2 - 1)
    expect(reads).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(reads).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(AGENT_POLL_MS * 4)
    expect(reads).toHaveLength(3)
    for (let i = 0; i < 6; i += 1) await vi.advanceTimersByTimeAsync(AGENT_POLL_MAX_MS)
    expect(reads).toHaveLength(9)

    server.failing = false
    await vi.advanceTimersByTimeAsync(AGENT_POLL_MAX_MS)
    expect(messages()).toEqual(['Back online'])
    const count = reads.length
    await vi.advanceTimersByTimeAsync(AGENT_POLL_MS)
    expect(reads).toHaveLength(count + 1)
  })

  it('continues after the replies a stored conversation already shows, and keeps them when it is stored', async () => {
    const history = JSON.stringify([
      { id: '1-1', type: 'user', content: 'Is anyone there?', timestamp: 1 },
      { id: 'agent-7', type: 'agent', content: 'Yes, Maria here.', timestamp: 2 },
    ])
    const server = { replies: [reply(7, 'Yes, Maria here.'), reply(9, 'What do you need?')] }
    const { actor, reads, messages, store } = startInitialisedSupport(server, history)
    actor.send({ type: 'support.show' })
    await settle()
    expect(reads[0]?.afterId).toBe(7)
    expect(messages()).toEqual(['Yes, Maria here.', 'What do you need?'])
    expect(JSON.parse(store.history ?? '[]').map((m: { id: string }) => m.id)).toContain('agent-9')
  })
})
