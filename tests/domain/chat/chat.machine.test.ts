import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { ChatError } from '@domain/chat/chat-error'
import { createChatMachine, type ChatMachineDeps } from '@domain/chat/chat.machine'
import { CHAT_REFOCUS_MS, CHAT_RESET_MS } from '@domain/chat/chat-timing'
import { NetworkError } from '@domain/errors'
import { fakeChatHistoryStore } from '../../support/fakes'

function startChat(ask: ChatMachineDeps['ask'], history?: ChatMachineDeps['history']) {
  return createActor(createChatMachine({ ask, history, now: () => Date.now() }), { input: {} }).start()
}

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('chat machine', () => {
  it('starts with the welcome message only', () => {
    const actor = startChat(async () => 'hi')
    expect(actor.getSnapshot().matches('idle')).toBe(true)
    expect(actor.getSnapshot().context.messages.map((m) => m.notice)).toEqual(['welcome'])
  })

  it('waits for the reply with the question shown, then shows the reply and asks for focus', async () => {
    const reply = deferred<string>()
    const actor = startChat(() => reply.promise)
    actor.send({ type: 'chat.send', text: '  Where can I eat meze?  ' })
    expect(actor.getSnapshot().matches('waiting')).toBe(true)
    expect(actor.getSnapshot().context.messages[1]).toMatchObject({
      type: 'user',
      content: 'Where can I eat meze?',
    })
    reply.resolve('Try Meze House.')
    const snap = await waitFor(actor, (s) => s.matches('idle'))
    expect(snap.context.messages.at(-1)).toMatchObject({ type: 'bot', content: 'Try Meze House.' })
    expect(snap.context.focusRequests).toBe(1)
  })

  it('sends the question with the earlier turns, newest first, without the welcome', async () => {
    const ask = vi.fn(async (query: string) => `answer to ${query}`)
    const actor = startChat(ask)
    actor.send({ type: 'chat.send', text: 'first' })
    await waitFor(actor, (s) => s.matches('idle'))
    actor.send({ type: 'chat.send', text: 'second' })
    await waitFor(actor, (s) => s.matches('idle') && s.context.messages.length === 5)
    expect(ask).toHaveBeenLastCalledWith('second', [
      { type: 'bot', content: 'answer to first' },
      { type: 'user', content: 'first' },
    ])
  })

  it('ignores a blank message and a message sent while a reply is pending', () => {
    const ask = vi.fn(() => new Promise<string>(() => undefined))
    const actor = startChat(ask)
    actor.send({ type: 'chat.send', text: '   ' })
    expect(actor.getSnapshot().context.messages).toHaveLength(1)
    actor.send({ type: 'chat.send', text: 'one' })
    actor.send({ type: 'chat.send', text: 'two' })
    expect(ask).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.messages).toHaveLength(2)
  })

  describe('on failure', () => {
    beforeEach(() => vi.useFakeTimers())
    afterEach(() => vi.useRealTimers())

    it('appends the apology, is ready again after 100 ms and asks for focus after 200 ms', async () => {
      const actor = startChat(async () => {
        throw new ChatError('chat.failed', 500)
      })
      actor.send({ type: 'chat.send', text: 'hello' })
      await vi.advanceTimersByTimeAsync(0)
      expect(actor.getSnapshot().matches('failed')).toBe(true)
      expect(actor.getSnapshot().context.messages.at(-1)).toMatchObject({ type: 'bot', notice: 'failure' })
      actor.send({ type: 'chat.send', text: 'ignored while failed' })
      expect(actor.getSnapshot().context.messages).toHaveLength(3)
      await vi.advanceTimersByTimeAsync(CHAT_RESET_MS - 1)
      expect(actor.getSnapshot().matches('failed')).toBe(true)
      await vi.advanceTimersByTimeAsync(1)
      expect(actor.getSnapshot().matches('idle')).toBe(true)
      expect(actor.getSnapshot().context.focusRequests).toBe(0)
      await vi.advanceTimersByTimeAsync(CHAT_REFOCUS_MS - CHAT_RESET_MS)
      expect(actor.getSnapshot().context.focusRequests).toBe(1)
    })

    it('apologises for the connection when the request got no answer', async () => {
      const actor = startChat(async () => {
        throw new NetworkError()
      })
      actor.send({ type: 'chat.send', text: 'hello' })
      await vi.advanceTimersByTimeAsync(0)
      expect(actor.getSnapshot().context.messages.at(-1)?.notice).toBe('connection')
    })

    it('apologises for an empty reply', async () => {
      const actor = startChat(async () => '  ')
      actor.send({ type: 'chat.send', text: 'hello' })
      await vi.advanceTimersByTimeAsync(0)
      expect(actor.getSnapshot().matches('failed')).toBe(true)
      expect(actor.getSnapshot().context.messages.at(-1)?.notice).toBe('empty')
    })

    it('stops when the server does not know the support chat', async () => {
      const actor = startChat(async () => {
        throw new ChatError('chat.notInitialized', 400, 'USER_NOT_INITIALIZED')
      })
      actor.send({ type: 'chat.send', text: 'hello' })
      await vi.advanceTimersByTimeAsync(0)
      expect(actor.getSnapshot().status).toBe('done')
    })
  })

  it('stores the conversation only once a user message exists', async () => {
    const store = fakeChatHistoryStore()
    const actor = startChat(async () => 'reply', store)
    expect(store.history).toBeNull()
    actor.send({ type: 'chat.send', text: 'hello' })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(JSON.parse(store.history ?? '[]')).toHaveLength(3)
  })

  it('clearing removes the stored conversation and restores the welcome', async () => {
    const store = fakeChatHistoryStore()
    const actor = startChat(async () => 'reply', store)
    actor.send({ type: 'chat.send', text: 'hello' })
    await waitFor(actor, (s) => s.matches('idle'))
    actor.send({ type: 'chat.clear' })
    expect(store.history).toBeNull()
    expect(actor.getSnapshot().context.messages.map((m) => m.notice)).toEqual(['welcome'])
  })
})
