import { randomFillSync } from 'node:crypto'
import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import helmet, { type HelmetOptions } from 'helmet'
import type { AnalyticsTags } from '../services/analytics/analytics-tags'

export type SecurityHeadersOptions = {
  /** PUBLIC_URL: HSTS and upgrade-insecure-requests only when the portal is served over https. */
  publicUrl: string
  /** The third-party tags the browser may load after consent: their hosts may serve scripts and images. */
  analyticsTags?: AnalyticsTags
  /** MAP_TILE_URL's template: its host may serve images. */
  mapTileUrl?: string | null
  /** Vite's development server: its hot-reload socket must connect. */
  isDevelopment?: boolean
}

declare module 'fastify' {
  interface FastifyRequest {
    /** A fresh random value per request; every inline and module script the page renders carries it. */
    cspNonce: string
  }
}

const NONCE_BYTES = 16
// Two years, the preload list's minimum; only sent when PUBLIC_URL is https.
const HSTS_MAX_AGE_SECONDS = 63_072_000

/**
 * Browser security headers on every answer (pages, API, assets, uploads): a nonce-based Content Security
 * Policy, no framing, nosniff, a strict referrer policy, and HSTS when the public origin is https.
 * Register before any route: hooks apply only to routes registered after them.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
  const isHttps = options.publicUrl.startsWith('https:')
  // The policy is the same for every answer but the nonce: formatted once, the nonce put in per request (building
  // it per request was a tenth of a cached answer's cost).
  const [policyStart = '', policyEnd = ''] = formatPolicy({
    ...contentSecurityDirectives(options),
    scriptSrc: ["'self'", `'nonce-${NONCE_SLOT}'`, ...scriptHosts(options.analyticsTags)],
    upgradeInsecureRequests: isHttps ? [] : null,
  }).split(NONCE_SLOT)
  const fixedHeaders = helmetHeaders({
    contentSecurityPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: isHttps ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true } : false,
    // Cross-origin isolation would stop the map tiles and the tags' images, which send no CORP header.
    crossOriginEmbedderPolicy: false,
  })
  const nonces = createNonceSource()
  app.decorateRequest('cspNonce', '')
  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    request.cspNonce = nonces.next()
    reply.headers(fixedHeaders)
    reply.header('content-security-policy', `${policyStart}${request.cspNonce}${policyEnd}`)
  })
}

/**
 * The headers helmet sets for these options, worked out once. Without a content security policy (ours carries a
 * per-request nonce, above) none of them depends on the request, and running helmet's middleware per request
 * (which @fastify/helmet does, building it anew each time) was about a twentieth of a cached answer's cost.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const response = new ServerResponse(new IncomingMessage(new Socket()))
  helmet(options)(response.req, response, (error) => {
    if (error) throw error
  })
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  )
}

const NONCE_SLOT = '\u0000nonce\u0000'
// Random bytes are drawn in blocks: one call to the system's generator per 256 nonces instead of one each.
const NONCES_PER_DRAW = 256

/** Fresh cryptographically random nonces, base64, NONCE_BYTES each. */
function createNonceSource(): { next(): string } {
  const block = Buffer.alloc(NONCE_BYTES * NONCES_PER_DRAW)
  let used = NONCES_PER_DRAW
  return {
    next() {
      if (used === NONCES_PER_DRAW) {
        randomFillSync(block)
        used = 0
      }
      const start = used * NONCE_BYTES
      used += 1
      return block.toString('base64', start, start + NONCE_BYTES)
    },
  }
}

/** The policy header as helmet writes it: `name value value;name value`, a directive without values alone. */
function formatPolicy(directives: Record<string, string[] | null>): string {
  return Object.entries(directives)
    .filter((entry): entry is [string, string[]] => entry[1] !== null)
    .map(([name, values]) => [kebabCase(name), ...values].join(' '))
    .join(';')
}

function kebabCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
}

/** Every directive but script-src (which carries the per-request nonce), for the configured hosts. */
export function contentSecurityDirectives({
  analyticsTags,
  mapTileUrl,
  isDevelopment = false,
}: SecurityHeadersOptions): Record<string, string[]> {
  const tagHosts = [...scriptHosts(analyticsTags), ...hostsOf([analyticsTags?.pixel?.noscriptUrl])]
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    // React renders `style={…}` as style attributes (progress bars, the map's markers): these need
    // 'unsafe-inline' for styles; scripts never do.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...hostsOf([mapTileUrl]), ...tagHosts],
    fontSrc: ["'self'", 'data:'],
    // Recorded voice is played back and uploaded photos are previewed from blob: URLs.
    mediaSrc: ["'self'", 'blob:'],
    connectSrc: ["'self'", ...tagHosts, ...(isDevelopment ? ['ws:', 'wss:'] : [])],
    workerSrc: ["'self'", 'blob:'],
    frameSrc: ["'none'"],
    manifestSrc: ["'self'"],
  }
}

function scriptHosts(tags: AnalyticsTags | undefined): string[] {
  return hostsOf([tags?.tagManager?.scriptUrl, tags?.pixel?.scriptUrl])
}

/** The origins of configured URLs; a tile template's `{s}` subdomain becomes a wildcard. */
export function hostsOf(urls: ReadonlyArray<string | null | undefined>): string[] {
  const origins = new Set<string>()
  for (const url of urls) {
    if (!url) continue
    const match = /^(https?:\/\/[^/?#]+)/i.exec(url.trim())
    if (!match?.[1]) continue
    origins.add(match[1].replace(/\{[a-z]+\}/gi, '*').toLowerCase())
  }
  return [...origins]
}
