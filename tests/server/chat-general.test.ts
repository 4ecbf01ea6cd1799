import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { businessCategories, businesses, categories } from '../../server/db/schema'
import { expectMatchesContract } from '../support/contract'
import { createTestApp, type TestApp } from '../support/test-app'

const page = (language: 'en' | 'el' | 'ru') => ({ pathname: '/', language })

type Card = { id: number; slug: string }
function cardsIn(output: string): Card[] {
  return [...output.matchAll(/<businessLink id="(\d+)" slug="([^"]+)"/g)].map((m) => ({
    id: Number(m[1]),
    slug: m[2]!,
  }))
}

describe('the Cyprus AI Assistant (local engine)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('pglite')
  })
  afterAll(() => t.close())

  const ask = async (query: string, language: 'en' | 'el' | 'ru', history: object[] = []) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/n8n/ai-chat-general',
      payload: { query, history, pageContext: page(language) },
    })
    expectMatchesContract('runWorkflow', response)
    expect(response.statusCode).toBe(200)
    const body = response.json() as { data: { output: string; text: string; businessIds?: number[] } }
    expect(body.data.text).toBe(body.data.output)
    return body.data
  }

  // Every card must be a real seeded business in that town and in the category's subtree.
  const expectCards = async (output: string, citySlug: string, categorySlug: string) => {
    const cards = cardsIn(output)
    expect(cards.length).toBeGreaterThan(0)
    const rows = await t.deps.db
      .select({ id: businesses.id, slug: businesses.slug, city: businesses.citySlug })
      .from(businesses)
      .where(
        inArray(
          businesses.id,
          cards.map((c) => c.id),
        ),
      )
    expect(rows).toHaveLength(cards.length)
    for (const row of rows) {
      expect(row.city).toBe(citySlug)
      expect(cards.find((c) => c.id === row.id)?.slug).toBe(row.slug)
    }
    const links = await t.deps.db
      .select({
        businessId: businessCategories.businessId,
        slug: categories.slug,
        parent: categories.parentId,
      })
      .from(businessCategories)
      .innerJoin(categories, eq(categories.id, businessCategories.categoryId))
      .where(
        inArray(
          businessCategories.businessId,
          cards.map((c) => c.id),
        ),
      )
    for (const card of cards) {
      expect(links.filter((l) => l.businessId === card.id).map((l) => l.slug)).toContain(categorySlug)
    }
  }

  it.each([
    ['a seafood restaurant in Limassol', 'en', 'limassol', 'seafood-fish-tavernas'],
    ['εστιατόριο με θαλασσινά στη Λεμεσό', 'el', 'limassol', 'seafood-fish-tavernas'],
    ['рыбный ресторан в Лимассоле', 'ru', 'limassol', 'seafood-fish-tavernas'],
    ['best rated hotel in Ayia Napa', 'en', 'ayia-napa', 'hotels'],
    ['ξενοδοχείο στην Αγία Νάπα', 'el', 'ayia-napa', 'hotels'],
    ['отель в Айя-Напе', 'ru', 'ayia-napa', 'hotels'],
    ['a dentist in Nicosia', 'en', 'nicosia', 'dentists'],
    ['οδοντίατρος στη Λευκωσία', 'el', 'nicosia', 'dentists'],
    ['стоматолог в Никосии', 'ru', 'nicosia', 'dentists'],
    ['car rental in Larnaca', 'en', 'larnaca', 'car-rental'],
    ['ενοικίαση αυτοκινήτου στη Λάρνακα', 'el', 'larnaca', 'car-rental'],
    ['прокат авто в Ларнаке', 'ru', 'larnaca', 'car-rental'],
  ] as const)(
    'answers “%s” with cards of real businesses of that town and category',
    async (query, language, city, category) => {
      const reply = await ask(query, language)
      await expectCards(reply.output, city, category)
      expect(reply.output).toContain(`<RouteLink url="/businesses?category=${category}&amp;city=${city}`)
      expect(reply.output).toMatch(/<propose>(<button>[^<]+<\/button>)+<\/propose>/)
      expect(reply.businessIds).toEqual(cardsIn(reply.output).map((c) => c.id))
    },
  )

  it('keeps the town and category for a follow-up that only asks which are open now', async () => {
    const reply = await ask('Which are open now?', 'en', [
      { type: 'bot', content: 'Here is what I found' },
      { type: 'user', content: 'a cafe in Paphos' },
    ])
    expect(reply.output).toContain('openNow=true')
    expect(reply.output).toContain('city=paphos')
  })

  it('answers practical questions from the knowledge base in the asked language', async () => {
    const en = await ask('What is the emergency number?', 'en')
    expect(en.output).toContain('112')
    const el = await ask('Τι πρίζες έχει η Κύπρος;', 'el')
    expect(el.output).toContain('G')
    expect(el.output).toMatch(/πρίζα/)
    const ru = await ask('Как ходят автобусы?', 'ru')
    expect(ru.output).toContain('<ExternalLink url="https://www.publictransport.com.cy">')
    expect(ru.output).toMatch(/автобус/i)
  })

  it('greets with suggestions and never answers an unknown question with nothing', async () => {
    const hello = await ask('hello', 'en')
    expect(hello.output).toMatch(/<propose>/)
    const unknown = await ask('qwertyuiop zxcvb', 'ru')
    expect(unknown.output).toMatch(/<propose>/)
    expect(unknown.output.length).toBeGreaterThan(80)
  })

  it('takes the reply language from X-User-Language when the body has no page language', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/n8n/ai-search-business',
      headers: { 'x-user-language': 'el' },
      payload: { query: 'hotel in Paphos' },
    })
    expectMatchesContract('runWorkflow', response)
    const body = response.json() as { data: { output: string; businessIds: number[] } }
    expect(body.data.businessIds.length).toBeGreaterThan(0)
    expect(body.data.output).toMatch(/επιχειρήσεις/)
  })
})
