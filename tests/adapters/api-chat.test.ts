import { describe, expect, it } from 'vitest'
import { createApiChat } from '@/adapters/api/api-chat.adapter'
import { createApiClient } from '@/adapters/api/api-client'
import {
  createLocalStorageChatHistory,
  SUPPORT_HISTORY_KEY,
} from '@/adapters/storage/local-storage-chat-history.adapter'
import { ChatError } from '@domain/chat/chat-error'
import { NetworkError } from '@domain/errors'
import type { ChatPageContext } from '@domain/chat/chat-question'

type Handler = (request: Request) => Response | Promise<Response>

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

function chatWith(handler: Handler) {
  const requests: Array<{ url: string; body: unknown }> = []
  const api = createApiClient({
    baseUrl: 'http://portal.test',
    language: () => 'el',
    fetch: async (request) => {
      requests.push({ url: request.url, body: await request.clone().json() })
      return handler(request)
    },
  })
  return { chat: createApiChat(api, () => new Date('2026-05-01T10:00:00Z')), requests }
}

const pageContext: ChatPageContext = {
  pathname: '/businesses',
  search: '',
  hash: '',
  pageName: 'Businesses',
  fullUrl: 'http://portal.test/businesses',
  referrer: '',
  language: 'el',
  viewport: { width: 1280, height: 800 },
}

describe('API chat adapter', () => {
  it('asks a workflow with the chat body and reads output, then text, then response', async () => {
    const { chat, requests } = chatWith(() =>
      json({ success: true, data: { text: 'from text', response: 'x' } }),
    )
    const reply = await chat.ask('ai-chat-support', {
      query: 'Hi',
      history: [{ type: 'bot', content: 'Hello' }],
      pageContext,
      userLiveChatId: 'live-1',
    })
    expect(reply).toBe('from text')
    expect(requests[0]).toEqual({
      url: 'http://portal.test/api/n8n/ai-chat-support',
      body: {
        query: 'Hi',
        history: [{ type: 'bot', content: 'Hello' }],
        pageContext: { ...pageContext, timestamp: '2026-05-01T10:00:00.000Z' },
        userLiveChatId: 'live-1',
      },
    })
  })

  it('reads an empty reply as empty text', async () => {
    const { chat } = chatWith(() => json({ success: true, data: {} }))
    expect(await chat.askAboutBusiness({ query: 'Open?', history: [], businessSlug: 'kafeneio' })).toBe('')
  })

  it('turns USER_NOT_INITIALIZED into chat.notInitialized and other failures into chat.failed', async () => {
    const unknown = chatWith(() =>
      json({ success: false, error: 'User not initialized', code: 'USER_NOT_INITIALIZED' }, 400),
    )
    await expect(
      unknown.chat.ask('ai-chat-support', { query: 'Hi', history: [], pageContext }),
    ).rejects.toMatchObject({
      code: 'chat.notInitialized',
      serverCode: 'USER_NOT_INITIALIZED',
    })
    const broken = chatWith(() => json({ success: false, error: 'boom', code: 'INTERNAL' }, 500))
    await expect(
      broken.chat.ask('ai-chat-general', { query: 'Hi', history: [], pageContext }),
    ).rejects.toEqual(new ChatError('chat.failed', 500, 'INTERNAL'))
  })

  it('reports a request without an answer as a network error', async () => {
    const { chat } = chatWith(() => {
      throw new TypeError('Failed to fetch')
    })
    await expect(
      chat.askAboutBusiness({ query: 'Hi', history: [], businessSlug: 'a' }),
    ).rejects.toBeInstanceOf(NetworkError)
  })

  it('sends the support init check and init bodies and returns the live-chat id', async () => {
    const { chat, requests } = chatWith(() => json({ success: true, data: { userLiveChatId: 'live-5' } }))
    expect(await chat.findSupportChat({ userId: 7, userEmail: 'eleni@example.cy' })).toBe('live-5')
    expect(
      await chat.startSupportChat({ name: 'Eleni', email: 'eleni@example.cy', phone: '+35799123456' }),
    ).toBe('live-5')
    expect(requests.map((r) => r.body)).toEqual([
      {
        isInitializedUser: true,
        userId: 7,
        userEmail: 'eleni@example.cy',
        timestamp: '2026-05-01T10:00:00.000Z',
      },
      {
        initializeUser: true,
        name: 'Eleni',
        email: 'eleni@example.cy',
        phone: '+35799123456',
        timestamp: '2026-05-01T10:00:00.000Z',
      },
    ])
  })

  it('fails the init when the server gives no id', async () => {
    const { chat } = chatWith(() => json({ success: true, data: { userLiveChatId: null } }))
    expect(await chat.findSupportChat({ userId: null, userEmail: null })).toBeNull()
    await expect(chat.startSupportChat({ name: 'A', email: 'a@b.cy', phone: '' })).rejects.toMatchObject({
      code: 'support.initFailed',
    })
  })
})

describe('localStorage chat history', () => {
  function memoryStorage(): Storage {
    const items = new Map<string, string>()
    return {
      get length() {
        return items.size
      },
      clear: () => items.clear(),
      getItem: (key) => items.get(key) ?? null,
      key: (index) => [...items.keys()][index] ?? null,
      removeItem: (key) => void items.delete(key),
      setItem: (key, value) => void items.set(key, value),
    }
  }

  it('keeps the support conversation and the live-chat id', () => {
    const storage = memoryStorage()
    const store = createLocalStorageChatHistory(() => storage)
    store.saveHistory('[]')
    store.saveLiveChatId('live-1')
    expect(storage.getItem(SUPPORT_HISTORY_KEY)).toBe('[]')
    expect(store.loadLiveChatId()).toBe('live-1')
    store.clearHistory()
    store.clearLiveChatId()
    expect(store.loadHistory()).toBeNull()
    expect(store.loadLiveChatId()).toBeNull()
  })

  it('reads blocked storage as empty', () => {
    const store = createLocalStorageChatHistory(() => {
      throw new Error('SecurityError')
    })
    expect(store.loadHistory()).toBeNull()
    expect(() => store.saveHistory('[]')).not.toThrow()
  })
})
