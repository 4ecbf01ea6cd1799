import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { textReply, type ChatEnginePort } from '../../server/services/chat-engine/chat-engine.port'
import { expectMatchesContract } from '../support/contract'
import { createTestApp, type TestApp } from '../support/test-app'

const paidEngine = (): ChatEnginePort => ({
  name: 'paid',
  run: async () => textReply('From the model'),
})
const chat = { query: 'hello', history: [], pageContext: { pathname: '/', language: 'en' } }

// AI_DAILY_REQUEST_LIMIT: a paid engine answers at most that many requests a day, counted in the database.
describe('the daily AI budget', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('pglite', { chatEngine: paidEngine, aiDailyRequestLimit: 2 })
  })
  afterAll(() => t.close())

  const ask = (app = t.app) =>
    app.inject({
      method: 'POST',
      url: '/api/n8n/ai-chat-general',
      payload: chat,
      remoteAddress: '203.0.113.4',
    })

  it('stops the paid engine for the day once the budget is used, in every process', async () => {
    const second = await buildApp(t.deps)
    try {
      expect((await ask()).statusCode).toBe(200)
      expect((await ask(second)).statusCode).toBe(200)
      const refused = await ask()
      expectMatchesContract('runWorkflow', refused)
      expect(refused.statusCode).toBe(503)
      expect(refused.json().code).toBe('AI_DAILY_LIMIT_REACHED')
    } finally {
      await second.close()
    }
  })

  it('never caps the local engine', async () => {
    const local = await buildApp({ ...t.deps, chatEngine: undefined })
    try {
      for (let i = 0; i < 3; i++) expect((await ask(local)).statusCode).toBe(200)
    } finally {
      await local.close()
    }
  })
})
