import { randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import helmet from '@fastify/helmet'
import type { FastifyInstance, FastifyRequest } from 'fastify'
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
  // Helmet's directive functions see the raw request; the nonce is found through it.
  const nonces = new WeakMap<IncomingMessage, string>()
  app.decorateRequest('cspNonce', '')
  app.addHook('onRequest', async (request: FastifyRequest) => {
    request.cspNonce = randomBytes(NONCE_BYTES).toString('base64')
    nonces.set(request.raw, request.cspNonce)
  })
  const isHttps = options.publicUrl.startsWith('https:')
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...contentSecurityDirectives(options),
        scriptSrc: [
          "'self'",
          (request: IncomingMessage) => `'nonce-${nonces.get(request) ?? ''}'`,
          ...scriptHosts(options.analyticsTags),
        ],
        upgradeInsecureRequests: isHttps ? [] : null,
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: isHttps ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true } : false,
    // Cross-origin isolation would stop the map tiles and the tags' images, which send no CORP header.
    crossOriginEmbedderPolicy: false,
  })
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
