import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createN8nChatEngine } from '../../server/services/chat-engine/n8n-engine.adapter'
import { createOpenAiChatEngine } from '../../server/services/chat-engine/openai/openai-engine.adapter'
import { aSignedInUser } from '../support/accounts'
import { expectMatchesContract } from '../support/contract'
import { createTestApp, type TestApp } from '../support/test-app'

type Seen = { url: string; headers: IncomingMessage['headers']; body: unknown }
type Answer = { status: number; body: string }

// The generation workflows need an owner's or an admin's session; the chats ignore it.
async function runAsAdmin(t: TestApp, workflow: string, payload: object) {
  const { token } = await aSignedInUser(t.deps.db, 'admin')
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/n8n/${workflow}`,
    payload,
    headers: { authorization: `Bearer ${token}` },
  })
  expectMatchesContract('runWorkflow', response)
  return { status: response.statusCode, body: response.json() }
}

/** A local HTTP server (127.0.0.1, port 0) that records requests and answers what the test tells it to. */
async function fakeServer() {
  const seen: Seen[] = []
  let answer: Answer = { status: 200, body: '{}' }
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (c: Buffer) => chunks.push(c))
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      let body: unknown = text
      try {
        body = JSON.parse(text)
      } catch {
        // multipart or text: kept as is
      }
      seen.push({ url: request.url ?? '', headers: request.headers, body })
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo // listening on TCP, so an AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    answer: (next: Answer) => {
      answer = next
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const chat = (query: string) => ({
  query,
  history: [{ type: 'user', content: 'earlier question' }],
  pageContext: { pathname: '/', language: 'en' },
})

describe('the OpenAI-compatible engine against a fake server', () => {
  let fake: Awaited<ReturnType<typeof fakeServer>>
  let t: TestApp
  beforeAll(async () => {
    fake = await fakeServer()
    t = await createTestApp('pglite', {
      chatEngine: (local) =>
        createOpenAiChatEngine({ baseUrl: fake.url, apiKey: 'sk-test', model: 'test-model' }, local),
    })
  })
  afterAll(async () => {
    await t.close()
    await fake.close()
  })

  const run = (workflow: string, payload: object) => runAsAdmin(t, workflow, payload)

  it('gives the model the local retrieval and the page context, and returns its reply', async () => {
    fake.answer({
      status: 200,
      body: JSON.stringify({
        choices: [{ message: { role: 'assistant', content: 'Try these seafood places.' } }],
      }),
    })
    const { status, body } = await run('ai-chat-general', chat('a seafood restaurant in Limassol'))
    expect(status).toBe(200)
    expect(body.data.output).toBe('Try these seafood places.')
    expect(body.data.businessIds.length).toBeGreaterThan(0)
    const request = fake.seen.at(-1)!
    expect(request.url).toBe('/v1/chat/completions')
    expect(request.headers.authorization).toBe('Bearer sk-test')
    const sent = request.body as { model: string; messages: Array<{ role: string; content: string }> }
    expect(sent.model).toBe('test-model')
    expect(sent.messages[0]?.content).toContain('<businessLink id=')
    expect(sent.messages[0]?.content).toContain('"pathname":"/"')
    expect(sent.messages.slice(1)).toEqual([
      { role: 'user', content: 'earlier question' },
      { role: 'user', content: 'a seafood restaurant in Limassol' },
    ])
  })

  it('serves the generation workflows', async () => {
    fake.answer({
      status: 200,
      body: JSON.stringify({ choices: [{ message: { content: 'Halloumi: a brined cheese.' } }] }),
    })
    const { status, body } = await run('ai-definition-generator', { term: 'halloumi' })
    expect(status).toBe(200)
    expect(body.data.text).toBe('Halloumi: a brined cheese.')
  })

  it('answers 502 when the provider fails, never 500', async () => {
    fake.answer({ status: 500, body: '{"error":"boom"}' })
    const failed = await run('ai-chat-general', chat('hello'))
    expect(failed.status).toBe(502)
    expect(failed.body.code).toBe('AI_PROVIDER_FAILED')
    fake.answer({ status: 200, body: '{"choices":[]}' })
    expect((await run('ai-marketing-generator', { business: 'x' })).status).toBe(502)
  })
})

describe('the n8n engine against a fake server', () => {
  let fake: Awaited<ReturnType<typeof fakeServer>>
  let t: TestApp
  beforeAll(async () => {
    fake = await fakeServer()
    t = await createTestApp('pglite', { chatEngine: () => createN8nChatEngine(`${fake.url}/webhook/`) })
  })
  afterAll(async () => {
    await t.close()
    await fake.close()
  })

  const run = (workflow: string, payload: object) => runAsAdmin(t, workflow, payload)

  it('forwards the body to the workflow and reads output, text or response', async () => {
    fake.answer({ status: 200, body: JSON.stringify([{ output: 'From n8n' }]) })
    const first = await run('ai-chat-general', chat('hello'))
    expect(first.body.data).toEqual({ output: 'From n8n', text: 'From n8n' })
    expect(fake.seen.at(-1)?.url).toBe('/webhook/ai-chat-general')
    expect(fake.seen.at(-1)?.body).toEqual(chat('hello'))

    fake.answer({ status: 200, body: JSON.stringify({ response: 'Via response' }) })
    expect(
      (await run('business-ask-ai', { query: 'Open?', history: [], businessSlug: 'x' })).body.data.output,
    ).toBe('Via response')
    fake.answer({ status: 200, body: JSON.stringify({ text: 'Via text' }) })
    expect((await run('article-ai-generation', { topic: 'wine' })).body.data.output).toBe('Via text')
  })

  it('answers 502 for a failing workflow and 503 when n8n is unreachable', async () => {
    fake.answer({ status: 500, body: 'Workflow error' })
    const failed = await run('ai-chat-general', chat('hello'))
    expect(failed.status).toBe(502)
    expect(failed.body.code).toBe('AI_PROVIDER_FAILED')
    fake.answer({ status: 200, body: '{}' })
    expect((await run('ai-chat-general', chat('hello'))).status).toBe(502)

    const down = await createTestApp('pglite', {
      chatEngine: () => createN8nChatEngine('http://127.0.0.1:9'),
    })
    try {
      const response = await down.app.inject({
        method: 'POST',
        url: '/api/n8n/ai-chat-general',
        payload: chat('hello'),
      })
      expectMatchesContract('runWorkflow', response)
      expect(response.statusCode).toBe(503)
      expect(response.json().code).toBe('AI_PROVIDER_UNAVAILABLE')
    } finally {
      await down.close()
    }
  })
})
