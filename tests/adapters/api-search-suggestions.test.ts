import { describe, expect, it } from 'vitest'
import { createApiBusinesses } from '@/adapters/api/api-businesses.adapter'
import { createApiClient } from '@/adapters/api/api-client'
import { ApiError, NetworkError } from '@domain/errors'

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

/** The businesses adapter over a fake fetch that records every request and answers with `handler`. */
function businessesWith(handler: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = []
  const api = createApiClient({
    baseUrl: 'http://portal.test',
    language: () => 'el',
    fetch: async (request) => {
      requests.push(request.clone())
      return handler(request)
    },
  })
  return { businesses: createApiBusinesses(api), requests }
}

const tavern = {
  kind: 'business',
  label: 'Ψαροταβέρνα Λεμεσού',
  slug: 'limassol-fish-tavern',
  citySlug: null,
  detail: 'Ψαροταβέρνες · Λεμεσός',
}
const taverns = {
  kind: 'category',
  label: 'Ψαροταβέρνες στη Λεμεσό',
  slug: 'seafood-fish-tavernas',
  citySlug: 'limassol',
  detail: '12 επιχειρήσεις',
}

describe('the suggestions adapter', () => {
  it('asks for the text in the language given in the URL and answers the suggestions in order', async () => {
    const { businesses, requests } = businessesWith(() => json({ success: true, data: [tavern, taverns] }))
    const suggestions = await businesses.suggest('psarot', 'el')
    const url = new URL(requests[0]?.url ?? '')
    expect(url.pathname).toBe('/api/search/suggestions')
    expect(url.searchParams.get('q')).toBe('psarot')
    expect(url.searchParams.get('lang')).toBe('el')
    expect(suggestions).toEqual([tavern, taverns])
  })

  it('rejects with suggestions.unavailable and the server code when the API refuses', async () => {
    const { businesses } = businessesWith(() =>
      json({ success: false, error: 'Slow down.', code: 'RATE_LIMITED' }, 429),
    )
    const failure = await businesses.suggest('ta', 'en').catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject({
      code: 'suggestions.unavailable',
      status: 429,
      serverCode: 'RATE_LIMITED',
    })
  })

  it('cancels the request when the signal aborts, rejecting with the abort rather than a network failure', async () => {
    const { businesses, requests } = businessesWith(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason))
        }),
    )
    const controller = new AbortController()
    const pending = businesses.suggest('tav', 'en', controller.signal).catch((error: unknown) => error)
    await new Promise((resolve) => setTimeout(resolve, 0))
    controller.abort()
    const failure = await pending
    expect(requests).toHaveLength(1)
    expect(failure).not.toBeInstanceOf(NetworkError)
    expect(failure).toMatchObject({ name: 'AbortError' })
  })
})

describe('the listing adapter', () => {
  it('passes on how the search text was read', async () => {
    const { businesses } = businessesWith(() =>
      json({
        success: true,
        data: [],
        total: 0,
        pagination: { limit: 12, offset: 0, hasMore: false },
        search: { isExact: false, didYouMean: 'psarotaverna', city: 'limassol', category: null },
      }),
    )
    const page = await businesses.list({ q: 'psarotavena', limit: 12, offset: 0 })
    expect(page.search).toEqual({
      isExact: false,
      didYouMean: 'psarotaverna',
      city: 'limassol',
      category: null,
    })
  })
})
