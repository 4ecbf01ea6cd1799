import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor, type AnyActorRef } from 'xstate'
import { ChatError } from '@domain/chat/chat-error'
import { SUPPORT_NOTICE_MS } from '@domain/chat/chat-timing'
import { createSupportChatMachine, type SupportUser } from '@domain/chat/support-chat.machine'
import type { ChatPort } from '@/ports'
import { fakeChat, fakeChatHistoryStore } from '../../support/fakes'

function startSupport({
  chat = fakeChat(),
  store = fakeChatHistoryStore(),
  user = null,
  ask = async (query: string) => `re: ${query}`,
}: {
  chat?: ChatPort
  store?: ReturnType<typeof fakeChatHistoryStore>
  user?: SupportUser | null
  ask?: (query: string, history: unknown, id: string) => Promise<string>
} = {}) {
  const actor = createActor(createSupportChatMachine({ chat, store, ask, now: () => Date.now() }), {
    input: { user },
  }).start()
  return { actor, store, chat }
}

function fillForm(actor: ReturnType<typeof startSupport>['actor']) {
  actor.send({ type: 'support.change', field: 'name', value: 'Andreas Ioannou' })
  actor.send({ type: 'support.change', field: 'email', value: 'andreas@example.cy' })
  actor.send({ type: 'support.change', field: 'phone', value: '99 123 456' })
}

const conversation = (actor: ReturnType<typeof startSupport>['actor']) =>
  actor.getSnapshot().children.conversation as AnyActorRef

const eleni: SupportUser = {
  id: '7',
  name: 'Eleni Georgiou',
  email: 'eleni@example.cy',
  phone: '+44 7700 900123',
  countryCode: null,
}

describe('support chat machine', () => {
  it('shows the form when nothing is stored and nobody is signed in', () => {
    const { actor } = startSupport()
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true)
  })

  it('does not start with an invalid form and flags every field', () => {
    const { actor, chat } = startSupport({ chat: fakeChat() })
    actor.send({ type: 'support.submit' })
    expect(actor.getSnapshot().matches('form')).toBe(true)
    expect(actor.getSnapshot().context.touched).toEqual(['name', 'email', 'phone'])
    expect((chat as ReturnType<typeof fakeChat>).calls).toEqual([])
  })

  it('initialises from the form, sends the phone with its code and stores the id', async () => {
    const chat = fakeChat()
    const { actor, store } = startSupport({ chat })
    fillForm(actor)
    actor.send({ type: 'support.change', field: 'countryCode', value: '+30' })
    actor.send({ type: 'support.submit' })
    expect(actor.getSnapshot().matches('initialising')).toBe(true)
    await waitFor(actor, (s) => s.matches('initialised'))
    expect(store.liveChatId).toBe('live-1')
    expect(chat.calls[0]).toEqual({
      name: 'startSupportChat',
      args: [{ name: 'Andreas Ioannou', email: 'andreas@example.cy', phone: '+3099123456' }],
    })
  })

  it('continues a stored chat with its stored conversation', () => {
    const history = JSON.stringify([
      { id: '1-1', type: 'bot', content: '', timestamp: 1, notice: 'welcome' },
      { id: '2-1', type: 'user', content: 'How do I claim?', timestamp: 2 },
    ])
    const { actor } = startSupport({ store: fakeChatHistoryStore({ history, liveChatId: 'live-9' }) })
    expect(actor.getSnapshot().matches('initialised')).toBe(true)
    expect(conversation(actor).getSnapshot().context.messages).toHaveLength(2)
  })

  it('removes a corrupted stored conversation', () => {
    const store = fakeChatHistoryStore({ history: '{not json', liveChatId: 'live-9' })
    const { actor } = startSupport({ store })
    expect(store.history).toBeNull()
    expect(
      conversation(actor)
        .getSnapshot()
        .context.messages.map((m: { notice?: string }) => m.notice),
    ).toEqual(['welcome'])
  })

  it('sends questions with the stored id and stores the conversation', async () => {
    const ask = vi.fn(async (query: string) => `re: ${query}`)
    const { actor, store } = startSupport({ store: fakeChatHistoryStore({ liveChatId: 'live-3' }), ask })
    conversation(actor).send({ type: 'chat.send', text: 'How do I write a review?' })
    await waitFor(conversation(actor), (s) => s.matches('idle'))
    expect(ask).toHaveBeenCalledWith('How do I write a review?', [], 'live-3')
    expect(JSON.parse(store.history ?? '[]')).toHaveLength(3)
  })

  it('clearing an initialised chat removes the stored history and restores the welcome', async () => {
    const { actor, store } = startSupport({ store: fakeChatHistoryStore({ liveChatId: 'live-3' }) })
    conversation(actor).send({ type: 'chat.send', text: 'hello' })
    await waitFor(conversation(actor), (s) => s.matches('idle'))
    actor.send({ type: 'support.clear' })
    expect(store.history).toBeNull()
    expect(store.liveChatId).toBe('live-3')
    expect(conversation(actor).getSnapshot().context.messages).toHaveLength(1)
  })

  it('clearing before the chat started removes the stored history and keeps the form', () => {
    const store = fakeChatHistoryStore({ history: '[]' })
    const { actor } = startSupport({ store })
    actor.send({ type: 'support.clear' })
    expect(store.history).toBeNull()
    expect(actor.getSnapshot().matches('form')).toBe(true)
  })

  it('initialises a signed-in user automatically with the phone split by its country code', async () => {
    const chat = fakeChat()
    const { actor } = startSupport({ chat, user: eleni })
    expect(actor.getSnapshot().context.contact).toMatchObject({ countryCode: '+44', phone: '7700900123' })
    await waitFor(actor, (s) => s.matches('initialised'))
    expect(chat.calls.map((c) => c.name)).toEqual(['findSupportChat', 'startSupportChat'])
    expect(chat.calls[0]?.args[0]).toEqual({ userId: 7, userEmail: 'eleni@example.cy' })
    expect(chat.calls[1]?.args[0]).toMatchObject({ phone: '+447700900123', userId: 7 })
  })

  it('reuses the support chat the init check finds', async () => {
    const chat = fakeChat({ findSupportChat: async () => 'live-existing' })
    const { actor, store } = startSupport({ chat, user: eleni })
    await waitFor(actor, (s) => s.matches('initialised'))
    expect(store.liveChatId).toBe('live-existing')
  })

  it('initialises when the visitor signs in while the form is shown', async () => {
    const { actor } = startSupport()
    actor.send({ type: 'support.signedIn', user: { ...eleni, phone: '99123456', countryCode: '+357' } })
    expect(actor.getSnapshot().context.contact).toMatchObject({ name: 'Eleni Georgiou', phone: '99123456' })
    await waitFor(actor, (s) => s.matches('initialised'))
  })

  it('sets the chat up again when the server does not know its id', async () => {
    const chat = fakeChat()
    const ask = vi.fn(async () => {
      throw new ChatError('chat.notInitialized', 400, 'USER_NOT_INITIALIZED')
    })
    const { actor, store } = startSupport({ chat, ask })
    fillForm(actor)
    actor.send({ type: 'support.submit' })
    await waitFor(actor, (s) => s.matches('initialised'))
    conversation(actor).send({ type: 'chat.send', text: 'hello' })
    await waitFor(actor, (s) => s.matches('initialised') && store.liveChatId === 'live-2')
    expect(JSON.parse(store.history ?? '[]')).toHaveLength(3)
  })

  describe('when the server cannot be reached', () => {
    beforeEach(() => vi.useFakeTimers())
    afterEach(() => vi.useRealTimers())

    it('shows the connection notice on the form for 5 s', async () => {
      const chat = fakeChat({
        startSupportChat: async () => {
          throw new ChatError('support.initFailed', 503)
        },
      })
      const { actor, store } = startSupport({ chat })
      fillForm(actor)
      actor.send({ type: 'support.submit' })
      await vi.advanceTimersByTimeAsync(0)
      expect(actor.getSnapshot().matches({ form: 'failed' })).toBe(true)
      expect(store.liveChatId).toBeNull()
      await vi.advanceTimersByTimeAsync(SUPPORT_NOTICE_MS - 1)
      expect(actor.getSnapshot().matches({ form: 'failed' })).toBe(true)
      await vi.advanceTimersByTimeAsync(1)
      expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true)
    })
  })
})
