import type { FastifyRequest } from 'fastify'
import { resolveLocale } from '@domain/i18n/resolve-locale'
import { acceptsGzip, COMPRESS_THRESHOLD_BYTES } from '../services/cache/content-coding'
import type { DataVersionSource } from '../services/cache/data-version'
import { assembleGzip, deflateParts, type GzipParts } from '../services/cache/gzip-parts'
import type { LruLimits } from '../services/cache/lru-cache'
import { createReadThroughCache } from '../services/cache/read-through-cache'
import type { RenderedPage } from './web-request'

export const DEFAULT_PAGE_CACHE_LIMITS: LruLimits = { maxEntries: 1_000, maxBytes: 96 * 1024 * 1024 }
// The browser may show its copy while it asks again, for half a minute; it is private because every page carries
// its own script nonce, which a shared cache would hand to everyone.
export const PAGE_CACHE_CONTROL = 'private, max-age=0, stale-while-revalidate=30'
const MINUTE_MS = 60_000
// A shared list (/lists/{shareId}) is one user's data, which the data version does not follow: its owner turns the
// link off, and the next visitor must not get the page from memory.
const isPersonalPage = (path: string) => path.startsWith('/lists/')

/**
 * A rendered page with its script nonce cut out, as the bytes sent: joined again with each response's own nonce.
 * Cut once per entry and kept encoded, so a hit neither searches the page nor encodes it again. `gzip`: the same
 * parts deflated once (a page over the compression threshold), so a browser's hit is not compressed again.
 */
type StoredPage = { status: number; headers: Record<string, string>; parts: Buffer[]; gzip: GzipParts | null }

export type PageCache = {
  /** The page for this request: from the cache when one was rendered under the current data version. */
  serve(request: FastifyRequest, render: () => Promise<RenderedPage>): Promise<RenderedPage>
}

/**
 * Rendered HTML per URL, language and minute, valid for one data version. The server render reads nothing else
 * from the request: the language comes from `?lang=`, the `lang` cookie and Accept-Language (resolveLocale, the
 * same function the render uses), the visitor's session is never known on the server (signed-in parts hydrate in
 * the browser), and the minute covers what the render takes from the clock (open now, the footer's year), read
 * from `clock` (the server's clock; tests fix it).
 */
export function createPageCache(
  versions: DataVersionSource,
  limits: LruLimits,
  clock: () => Date = () => new Date(),
): PageCache {
  const pages = createReadThroughCache<StoredPage>(
    limits,
    (page) => page.parts.reduce((bytes, part) => bytes + part.length, page.gzip?.bytes ?? 0),
    // Error pages are answered but rendered again next time.
    (page) => page.status < 500,
  )
  return {
    async serve(request, render) {
      // A page request that names an account is not the anonymous visitor this cache serves.
      if (request.method !== 'GET' || request.headers.authorization) return render()
      const url = new URL(request.url, 'http://page')
      if (isPersonalPage(url.pathname)) return render()
      const locale = resolveLocale({
        queryLang: url.searchParams.get('lang'),
        cookieHeader: request.headers.cookie ?? null,
        acceptLanguage: request.headers['accept-language'] ?? null,
      })
      const minute = Math.floor(clock().getTime() / MINUTE_MS)
      const key = `${locale} ${request.host}${request.url} @${minute}`
      const nonce = request.cspNonce
      const version = await versions.current()
      const stored = await pages.read(key, version, async () => storedPage(await render(), nonce))
      return sentPage(stored, nonce, acceptsGzip(request.headers['accept-encoding']))
    },
  }
}

/** The page cut at its nonce, kept as bytes, and deflated once when it is worth compressing. */
function storedPage(page: RenderedPage, nonce: string): StoredPage {
  const parts = (nonce ? String(page.body).split(nonce) : [String(page.body)]).map((part) =>
    Buffer.from(part),
  )
  const size = parts.reduce((bytes, part) => bytes + part.length, 0)
  const gzip = size >= COMPRESS_THRESHOLD_BYTES ? deflateParts(parts) : null
  return { status: page.status, headers: page.headers, parts, gzip }
}

/**
 * The stored page with this response's nonce. A browser that accepts gzip gets the entry's gzip form; one that
 * accepts only br gets the plain bytes, which @fastify/compress compresses per response as it does an uncached
 * page (gzip is preferred when both are accepted, because only gzip is stored).
 */
function sentPage(stored: StoredPage, nonce: string, isGzipAccepted: boolean): RenderedPage {
  const headers = {
    ...stored.headers,
    'cache-control': stored.status < 500 ? PAGE_CACHE_CONTROL : 'no-cache',
    // In lower case, as @fastify/compress looks for it before adding its own.
    vary: [stored.headers.vary, 'accept-encoding'].filter(Boolean).join(', '),
  }
  if (stored.gzip && isGzipAccepted) {
    const body = assembleGzip(stored.gzip, Buffer.from(nonce))
    const encoded = { 'content-encoding': 'gzip', 'content-length': String(body.length) }
    return { status: stored.status, headers: { ...headers, ...encoded }, body }
  }
  return { status: stored.status, headers, body: joinWithNonce(stored.parts, nonce) }
}

/** The stored parts with this response's nonce between them. */
function joinWithNonce(parts: Buffer[], nonce: string): Buffer {
  if (parts.length === 1) return parts[0] ?? Buffer.alloc(0)
  const between = Buffer.from(nonce)
  return Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [between, part])))
}
