import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { aSignedInUser } from '../support/accounts'
import { expectMatchesContract } from '../support/contract'
import { createTestApp, type TestApp } from '../support/test-app'

const pageContext = { pathname: '/faq-guides', language: 'el' as const }
const NOW = '2026-11-22T10:00:00.000Z'

describe('Live Support: init, chat, stored conversation', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('pglite')
  })
  afterAll(() => t.close())

  const run = async (payload: object, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/n8n/ai-chat-support', payload, headers })
    expectMatchesContract('runWorkflow', response)
    return { status: response.statusCode, body: response.json() }
  }

  it('creates a live chat, answers in Greek, stores both messages and lets an admin read them', async () => {
    const check = await run({
      isInitializedUser: true,
      userId: null,
      userEmail: 'eleni@example.cy',
      timestamp: NOW,
    })
    expect(check.body.data.userLiveChatId).toBeNull()

    const init = await run(
      {
        initializeUser: true,
        name: 'Eleni Ioannou',
        email: 'eleni@example.cy',
        phone: '+35799123456',
        timestamp: NOW,
      },
      { 'x-user-language': 'el' },
    )
    const id: string = init.body.data.userLiveChatId
    expect(id).toMatch(/^[A-Za-z0-9_-]{30,}$/)

    // An address in the body is anyone's to write: it never finds a conversation.
    const byEmail = await run({
      isInitializedUser: true,
      userId: null,
      userEmail: 'ELENI@example.cy',
      timestamp: NOW,
    })
    expect(byEmail.body.data.userLiveChatId).toBeNull()

    const reply = await run({ query: 'Πώς γράφω κριτική;', history: [], pageContext, userLiveChatId: id })
    expect(reply.status).toBe(200)
    expect(reply.body.data.output).toMatch(/αστέρια/)
    expect(reply.body.data.output).toContain('<RouteLink url="/login">')

    const claim = await run({
      query: 'How do I claim my business?',
      history: [],
      pageContext: { pathname: '/', language: 'en' },
      userLiveChatId: id,
    })
    expect(claim.body.data.output).toContain('<RouteLink url="/claim-business">')

    const admin = await aSignedInUser(t.deps.db, 'admin')
    const auth = { authorization: `Bearer ${admin.token}` }
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/live-chats', headers: auth })
    expectMatchesContract('listLiveChats', list)
    const listed = list.json().data.find((c: { id: string }) => c.id === id)
    expect(listed).toMatchObject({ name: 'Eleni Ioannou', language: 'el', messageCount: 4 })

    const read = await t.app.inject({ method: 'GET', url: `/api/admin/live-chats/${id}`, headers: auth })
    expectMatchesContract('getLiveChat', read)
    const messages = read.json().data.messages as Array<{ type: string; content: string }>
    expect(messages.map((m) => m.type)).toEqual(['user', 'bot', 'user', 'bot'])
    expect(messages[0]?.content).toBe('Πώς γράφω κριτική;')
    expect(messages[1]?.content).toBe(reply.body.data.output)

    const missing = await t.app.inject({ method: 'GET', url: '/api/admin/live-chats/nope', headers: auth })
    expectMatchesContract('getLiveChat', missing)
    expect(missing.statusCode).toBe(404)
  })

  it('answers 400 USER_NOT_INITIALIZED without a known live chat id', async () => {
    for (const userLiveChatId of [undefined, 'not-a-live-chat']) {
      const result = await run({
        query: 'hello',
        history: [],
        pageContext,
        ...(userLiveChatId ? { userLiveChatId } : {}),
      })
      expect(result.status).toBe(400)
      expect(result.body).toMatchObject({
        success: false,
        error: 'User not initialized',
        code: 'USER_NOT_INITIALIZED',
      })
    }
  })

  it('refuses to start a live chat with a phone its country does not have', async () => {
    const init = await run({
      initializeUser: true,
      name: 'Eleni Ioannou',
      email: 'eleni@example.cy',
      phone: '+35712345678',
      timestamp: NOW,
    })
    expect(init.status).toBe(400)
    expect(init.body.code).toBe('VALIDATION_ERROR')
  })

  it("finds a signed-in user's live chat from the session, never from an id or address in the body", async () => {
    const owner = await aSignedInUser(t.deps.db, 'user')
    const asOwner = { authorization: `Bearer ${owner.token}` }
    const init = await run(
      {
        initializeUser: true,
        name: owner.user.name,
        email: owner.user.email,
        phone: '',
        timestamp: NOW,
        userId: owner.user.id,
      },
      asOwner,
    )
    const id = init.body.data.userLiveChatId
    const check = await run(
      { isInitializedUser: true, userId: null, userEmail: null, timestamp: NOW },
      asOwner,
    )
    expect(check.body.data.userLiveChatId).toBe(id)

    const claimed = {
      isInitializedUser: true,
      userId: owner.user.id,
      userEmail: owner.user.email,
      timestamp: NOW,
    }
    expect((await run(claimed)).body.data.userLiveChatId).toBeNull()
    const other = await aSignedInUser(t.deps.db, 'user')
    const asOther = { authorization: `Bearer ${other.token}` }
    expect((await run(claimed, asOther)).body.data.userLiveChatId).toBeNull()
  })

  it("links a new live chat to the session's user, not to a user id in the body", async () => {
    const victim = await aSignedInUser(t.deps.db, 'user')
    await run({
      initializeUser: true,
      name: 'Someone',
      email: 'someone@example.cy',
      phone: '',
      timestamp: NOW,
      userId: victim.user.id,
    })
    const asVictim = { authorization: `Bearer ${victim.token}` }
    const check = await run(
      { isInitializedUser: true, userId: null, userEmail: null, timestamp: NOW },
      asVictim,
    )
    expect(check.body.data.userLiveChatId).toBeNull()
  })
})
