import type { FastifyInstance } from 'fastify'
import { benchApp, fmt, openDemoDatabase, quantile } from './bench-app'

// `npm run bench:chat`: p50 and p95 of the local engine's three assistants (Cyprus AI Assistant, Live Support,
// Ask AI) on the demo data, through app.inject (no network). The target: every answer within 300 ms.
const ROUNDS = 20
const WARM_UP = 3
const TARGET_MS = 300

type Case = { assistant: string; workflow: string; payload: object }

const page = (language: string) => ({ pathname: '/', language })
const GENERAL = [
  ['a seafood restaurant in Limassol', 'en'],
  ['εστιατόριο με θαλασσινά στη Λεμεσό', 'el'],
  ['рыбный ресторан в Лимассоле', 'ru'],
  ['cafe open now in Paphos', 'en'],
  ['best rated hotel in Ayia Napa', 'en'],
  ['What is the emergency number?', 'en'],
  ['Как ходят автобусы?', 'ru'],
  ['hello', 'el'],
] as const
const SUPPORT = [
  ['How do I search for businesses?', 'en'],
  ['Πώς γράφω κριτική;', 'el'],
  ['Как сменить язык?', 'ru'],
  ['I forgot my password', 'en'],
] as const
const ASK = [
  ['Is it open now?', 'en'],
  ['Τι λένε οι κριτικές;', 'el'],
  ['Какие есть удобства?', 'ru'],
  ['What is their phone number?', 'en'],
] as const

async function main() {
  const database = await openDemoDatabase()
  const app = await benchApp(database)
  try {
    const cases = await casesFor(app)
    console.log(
      'assistant'.padEnd(24),
      'requests'.padStart(9),
      'p50 ms'.padStart(8),
      'p95 ms'.padStart(8),
      'max ms'.padStart(8),
    )
    for (const assistant of ['ai-chat-general', 'ai-chat-support', 'business-ask-ai']) {
      const mine = cases.filter((c) => c.workflow === assistant)
      for (let i = 0; i < WARM_UP; i++) for (const c of mine) await call(app, c)
      const timings: number[] = []
      for (let round = 0; round < ROUNDS; round++)
        for (const c of mine) {
          const started = performance.now()
          await call(app, c)
          timings.push(performance.now() - started)
        }
      timings.sort((a, b) => a - b)
      const p95 = quantile(timings, 0.95)
      console.log(
        (mine[0]?.assistant ?? assistant).padEnd(24),
        String(timings.length).padStart(9),
        fmt(quantile(timings, 0.5)),
        fmt(p95),
        fmt(timings.at(-1) ?? 0),
        p95 <= TARGET_MS ? '' : `  over the ${TARGET_MS} ms target`,
      )
    }
  } finally {
    await app.close()
    await database.close()
  }
}

async function casesFor(app: FastifyInstance): Promise<Case[]> {
  const init = await app.inject({
    method: 'POST',
    url: '/api/n8n/ai-chat-support',
    payload: {
      initializeUser: true,
      name: 'Bench',
      email: 'bench@example.cy',
      phone: '',
      timestamp: new Date().toISOString(),
    },
  })
  const userLiveChatId = String(init.json().data.userLiveChatId)
  const listing = await app.inject({ method: 'GET', url: '/api/businesses?limit=1&sort=reviews' })
  const businessSlug = String(listing.json().data[0].slug)
  return [
    ...GENERAL.map(([query, language]) => ({
      assistant: 'Cyprus AI Assistant',
      workflow: 'ai-chat-general',
      payload: { query, history: [], pageContext: page(language) },
    })),
    ...SUPPORT.map(([query, language]) => ({
      assistant: 'Live Support',
      workflow: 'ai-chat-support',
      payload: { query, history: [], pageContext: page(language), userLiveChatId },
    })),
    ...ASK.map(([query, language]) => ({
      assistant: 'Ask AI',
      workflow: 'business-ask-ai',
      payload: { query, history: [], businessSlug },
      language,
    })),
  ]
}

async function call(app: FastifyInstance, c: Case) {
  const response = await app.inject({ method: 'POST', url: `/api/n8n/${c.workflow}`, payload: c.payload })
  if (response.statusCode !== 200)
    throw new Error(`${c.workflow} answered ${response.statusCode}: ${response.body}`)
}

await main()
