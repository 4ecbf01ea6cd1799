import { describe, expect, it } from 'vitest'
import { createApiBusinesses } from '@/adapters/api/api-businesses.adapter'
import { createApiCategories } from '@/adapters/api/api-categories.adapter'
import { createApiClient } from '@/adapters/api/api-client'
import { createApiNewsletter } from '@/adapters/api/api-newsletter.adapter'
import { createApiTranslations } from '@/adapters/api/api-translations.adapter'
import { interfaceTextsPath } from '@/adapters/api/interface-texts'
import { ApiError, NetworkError } from '@domain/errors'
import type { Locale } from '@domain/i18n/localized-text'

type Handler = (request: Request) => Response | Promise<Response>

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

/** A client over a fake fetch that records every request it gets. */
function apiWith(handler: Handler, language: Locale = 'en', token: string | null = null) {
  const requests: Request[] = []
  const api = createApiClient({
    baseUrl: 'http://portal.test',
    language: () => language,
    token: () => token,
    fetch: async (request) => {
      requests.push(request.clone())
      return handler(request)
    },
  })
  return { api, requests }
}

const notFound = () => json({ success: false, error: 'There is no such business.', code: 'NOT_FOUND' }, 404)

describe('the API client', () => {
  it('sends the interface language as X-User-Language', async () => {
    const { api, requests } = apiWith(() => json({ success: true, data: { a: 'α' }, language: 'el' }), 'el')
    await createApiTranslations(api).table('el')
    expect(requests[0]?.headers.get('X-User-Language')).toBe('el')
  })

  it('turns a request that gets no answer into a NetworkError', async () => {
    const { api } = apiWith(() => {
      throw new TypeError('fetch failed')
    })
    await expect(createApiTranslations(api).table('en')).rejects.toBeInstanceOf(NetworkError)
  })
})

describe('the businesses adapter', () => {
  it('reports an unknown business as null', async () => {
    const { api } = apiWith(notFound)
    await expect(createApiBusinesses(api).findById(999)).resolves.toBeNull()
  })

  it('rejects with a typed error carrying the status and the server code', async () => {
    const { api } = apiWith(() => json({ success: false, error: 'Slow down.', code: 'RATE_LIMITED' }, 429))
    const failure = await createApiBusinesses(api)
      .findBySlug('meze')
      .catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject({ code: 'business.unavailable', status: 429, serverCode: 'RATE_LIMITED' })
  })

  it('asks for a page of a category and maps the pagination', async () => {
    const { api, requests } = apiWith(() =>
      json({ success: true, data: [], total: 20, pagination: { limit: 9, offset: 9, hasMore: true } }),
    )
    const page = await createApiBusinesses(api).list({ category: 'restaurants', limit: 9, offset: 9 })
    const url = new URL(requests[0]!.url)
    expect(url.pathname).toBe('/api/businesses')
    expect(Object.fromEntries(url.searchParams)).toEqual({ category: 'restaurants', limit: '9', offset: '9' })
    expect(page).toEqual({ items: [], total: 20, limit: 9, offset: 9, hasMore: true })
  })

  it('looks a business up by its category path', async () => {
    const { api, requests } = apiWith(notFound)
    await createApiBusinesses(api).findByPath('food-drink/meze-taverna')
    expect(new URL(requests[0]!.url).searchParams.get('path')).toBe('food-drink/meze-taverna')
  })
})

describe('the categories adapter', () => {
  it('posts the path segments and reports an unknown path as null', async () => {
    const { api, requests } = apiWith(notFound)
    await expect(createApiCategories(api).resolvePath(['food-drink', 'nope'])).resolves.toBeNull()
    expect(await requests[0]!.json()).toEqual({ pathSegments: ['food-drink', 'nope'] })
  })
})

describe('the newsletter adapter', () => {
  it('subscribes with the address and the language', async () => {
    const { api, requests } = apiWith(() => json({ success: true, message: 'Subscribed.' }, 201))
    await expect(createApiNewsletter(api).subscribe('eleni@example.com', 'el')).resolves.toBe('subscribed')
    expect(await requests[0]!.json()).toEqual({ email: 'eleni@example.com', language: 'el' })
  })

  it('treats HTTP 409 as already subscribed', async () => {
    const { api } = apiWith(() =>
      json({ success: false, error: 'Already.', code: 'ALREADY_SUBSCRIBED' }, 409),
    )
    await expect(createApiNewsletter(api).subscribe('eleni@example.com', 'en')).resolves.toBe(
      'already-subscribed',
    )
  })

  it('rejects other failures with newsletter.failed', async () => {
    const { api } = apiWith(() => json({ success: false, error: 'Oops.', code: 'INTERNAL_ERROR' }, 500))
    await expect(createApiNewsletter(api).subscribe('eleni@example.com', 'en')).rejects.toMatchObject({
      code: 'newsletter.failed',
    })
  })

  it('asks for the signed-in user’s status and unsubscribes them with the session’s bearer token', async () => {
    const { api, requests } = apiWith(
      (request) =>
        request.url.endsWith('/status')
          ? json({ success: true, subscribed: true })
          : json({ success: true, message: 'Unsubscribed.' }),
      'en',
      'session-token',
    )
    const newsletter = createApiNewsletter(api)
    await expect(newsletter.status()).resolves.toEqual({ isSubscribed: true })
    await newsletter.unsubscribe('eleni@example.com')
    expect(requests.map((r) => r.headers.get('Authorization'))).toEqual([
      'Bearer session-token',
      'Bearer session-token',
    ])
    expect(await requests[1]!.json()).toEqual({ email: 'eleni@example.com' })
  })
})

describe('the translations adapter', () => {
  it("asks for the language's complete table and hands it out", async () => {
    const { api, requests } = apiWith(() =>
      json({ success: true, data: { 'nav.blog': 'Ιστολόγιο', 'nav.home': 'Home' }, language: 'el' }),
    )
    await expect(createApiTranslations(api).table('el')).resolves.toEqual({
      'nav.blog': 'Ιστολόγιο',
      'nav.home': 'Home',
    })
    expect(new URL(requests[0]!.url).pathname).toBe(interfaceTextsPath('el'))
  })
})
