import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { aSignedInUser } from '../../support/accounts'
import { expectMatchesContract } from '../../support/contract'
import { createTestApp, type TestApp } from '../../support/test-app'

const NOW = '2026-11-22T10:00:00.000Z'

describe('Live Support answered by a person', () => {
  let t: TestApp
  let admin: Awaited<ReturnType<typeof aSignedInUser>>
  beforeAll(async () => {
    t = await createTestApp('pglite')
    admin = await aSignedInUser(t.deps.db, 'admin')
  })
  afterAll(() => t.close())

  const as = (token: string) => ({ authorization: `Bearer ${token}` })
  const startChat = async (name: string, email: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/n8n/ai-chat-support',
      payload: { initializeUser: true, name, email, phone: '+35799123456', timestamp: NOW },
    })
    return response.json().data.userLiveChatId as string
  }
  const reply = (id: string, content: string, token = admin.token) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/live-chats/${id}/messages`,
      payload: { content },
      headers: as(token),
    })
  const read = (id: string, after = 0) =>
    t.app.inject({ method: 'GET', url: `/api/live-support/${id}/replies?after=${after}` })

  it("stores the admin's reply as an agent message that the visitor's chat reads", async () => {
    const id = await startChat('Eleni Ioannou', 'eleni@example.cy')
    const sent = await reply(id, '  Hello Eleni, how can I help?  ')
    expectMatchesContract('replyToLiveChat', sent)
    expect(sent.statusCode).toBe(201)
    expect(sent.json().data).toMatchObject({ type: 'agent', content: 'Hello Eleni, how can I help?' })

    const first = await read(id)
    expectMatchesContract('listLiveChatReplies', first)
    expect(first.json().data.map((m: { content: string }) => m.content)).toEqual([
      'Hello Eleni, how can I help?',
    ])

    const lastId = first.json().data[0].id
    expect((await read(id, lastId)).json().data).toEqual([])
    await reply(id, 'Are you still there?')
    expect((await read(id, lastId)).json().data.map((m: { content: string }) => m.content)).toEqual([
      'Are you still there?',
    ])

    const conversation = await t.app.inject({
      method: 'GET',
      url: `/api/admin/live-chats/${id}`,
      headers: as(admin.token),
    })
    expectMatchesContract('getLiveChat', conversation)
    expect(conversation.json().data.messages.map((m: { type: string }) => m.type)).toEqual(['agent', 'agent'])
  })

  it("never shows one visitor another's replies, and answers 404 for an id nobody holds", async () => {
    const mine = await startChat('Andreas Georgiou', 'andreas@example.cy')
    const theirs = await startChat('Maria Christou', 'maria@example.cy')
    await reply(theirs, 'A private answer for Maria')
    expect((await read(mine)).json().data).toEqual([])
    const unknown = await read('no-such-chat-id')
    expectMatchesContract('listLiveChatReplies', unknown)
    expect(unknown.statusCode).toBe(404)
    expect((await reply('no-such-chat-id', 'Hello')).statusCode).toBe(404)
  })

  it('lets only admins reply, and refuses an empty reply', async () => {
    const id = await startChat('Nikos Pappas', 'nikos@example.cy')
    const user = await aSignedInUser(t.deps.db, 'user')
    expect((await reply(id, 'Hello', user.token)).statusCode).toBe(403)
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/admin/live-chats/${id}/messages`,
      payload: { content: 'Hello' },
    })
    expect(anonymous.statusCode).toBe(401)
    expect((await reply(id, '   ')).statusCode).toBe(400)
    expect((await read(id)).json().data).toEqual([])
  })
})
