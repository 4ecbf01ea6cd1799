import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../support/test-app'

// Live Support and the Cyprus AI Assistant describe claiming and adding a business as the pages do them.
describe("owners' questions in the chats", () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('pglite')
  })
  afterAll(() => t.close())

  const ask = async (workflow: string, query: string, language: 'en' | 'el' | 'ru', extra: object = {}) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/n8n/${workflow}`,
      payload: { query, history: [], pageContext: { pathname: '/', language }, ...extra },
    })
    expect(response.statusCode).toBe(200)
    return (response.json() as { data: { output: string } }).data.output
  }

  it('Live Support explains the code sent to the business and the document, with the claim page', async () => {
    // Live Support answers inside a conversation the visitor started with their name and address.
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/n8n/ai-chat-support',
      payload: {
        initializeUser: true,
        name: 'Eleni Ioannou',
        email: 'eleni@example.cy',
        phone: '+35799123456',
        timestamp: '2026-11-22T10:00:00.000Z',
      },
    })
    const userLiveChatId: string = started.json().data.userLiveChatId
    const output = await ask('ai-chat-support', 'How do I claim my business?', 'en', { userLiveChatId })
    expect(output).toContain('6-digit code sent to the business email')
    expect(output).toContain('PDF, JPEG or PNG, up to 10 MB')
    expect(output).toContain('<RouteLink url="/claim-business">')
  })

  it.each([
    ['How do I claim my business?', 'en', '/claim-business'],
    ['Πώς διεκδικώ την επιχείρησή μου;', 'el', '/claim-business'],
    ['Как добавить свою компанию?', 'ru', '/add-business'],
  ] as const)(
    'the Cyprus AI Assistant answers "%s" with the page that does it',
    async (query, language, path) => {
      const output = await ask('ai-chat-general', query, language)
      expect(output).toContain(`<RouteLink url="${path}">`)
    },
  )

  it('the Cyprus AI Assistant still searches businesses for a photo studio', async () => {
    const output = await ask('ai-chat-general', 'photo studio in Limassol', 'en')
    expect(output).not.toContain('/business-portal')
  })
})
