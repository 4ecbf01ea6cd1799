import type { FastifyRequest } from 'fastify'
import { resolveLocale } from '@domain/i18n/resolve-locale'
import type { DataVersionSource } from '../services/cache/data-version'
import type { LruLimits } from '../services/cache/lru-cache'
import { createReadThroughCache } from '../services/cache/read-through-cache'
import type { RenderedPage } from './web-request'

export const DEFAULT_PAGE_CACHE_LIMITS: LruLimits = { maxEntries: 1_000, maxBytes: 96 * 1024 * 1024 }
// The browser may show its copy while it asks again, for half a minute; it is private because every page carries
// its own script nonce, which a shared cache would hand to everyone.
export const PAGE_CACHE_CONTROL = 'private, max-age=0, stale-while-revalidate=30'
const MINUTE_MS = 60_000

/**
 * A rendered page with its script nonce cut out, as the bytes sent: joined again with each response's own nonce.
 * Cut once per entry and kept encoded, so a hit neither searches the page nor encodes it again.
 */
type StoredPage = { status: number; headers: Record<string, string>; parts: Buffer[] }

export type PageCache = {
  /** The page for this request: from the cache when one was rendered under the current data version. */
  serve(request: FastifyRequest, render: () => Promise<RenderedPage>): Promise<RenderedPage>
}

/**
 * Rendered HTML per URL, language and minute, valid for one data version. The server render reads nothing else
 * from the request: the language comes from `?lang=`, the `lang` cookie and Accept-Language (resolveLocale, the
 * same function the render uses), the visitor's session is never known on the server (signed-in parts hydrate in
 * the browser), and the minute covers what the render takes from the clock (open now, the footer's year).
 */
export function createPageCache(versions: DataVersionSource, limits: LruLimits): PageCache {
  const pages = createReadThroughCache<StoredPage>(
    limits,
    (page) => page.parts.reduce((bytes, part) => bytes + part.length, 0),
    // Error pages are answered but rendered again next time.
    (page) => page.status < 500,
  )
  return {
    async serve(request, render) {
      // A page request that names an account is not the anonymous visitor this cache serves.
      if (request.method !== 'GET' || request.headers.authorization) return render()
      const url = new URL(request.url, 'http://page')
      const locale = resolveLocale({
        queryLang: url.searchParams.get('lang'),
        cookieHeader: request.headers.cookie ?? null,
        acceptLanguage: request.headers['accept-language'] ?? null,
      })
      const minute = Math.floor(Date.now() / MINUTE_MS)
      const key = `${locale} ${request.host}${request.url} @${minute}`
      const nonce = request.cspNonce
      const version = await versions.current()
      const stored = await pages.read(key, version, async () => {
        const page = await render()
        return {
          status: page.status,
          headers: page.headers,
          parts: (nonce ? String(page.body).split(nonce) : [String(page.body)]).map((part) =>
            Buffer.from(part),
          ),
        }
      })
      const cacheControl = stored.status < 500 ? PAGE_CACHE_CONTROL : 'no-cache'
      const headers = { ...stored.headers, 'cache-control': cacheControl }
      return { status: stored.status, headers, body: joinWithNonce(stored.parts, nonce) }
    },
  }
}

/** The stored parts with this response's nonce between them. */
function joinWithNonce(parts: Buffer[], nonce: string): Buffer {
  if (parts.length === 1) return parts[0] ?? Buffer.alloc(0)
  const between = Buffer.from(nonce)
  return Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [between, part])))
}
