import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify'
import { createPublicDataVersionQuery } from '../db/repositories/data-version.repository'
import type { AppDeps } from '../deps'
import type { OperationId } from '../routes/operation'
import { createDataVersionSource, type DataVersionSource } from '../services/cache/data-version'
import type { LruLimits } from '../services/cache/lru-cache'
import { createReadThroughCache } from '../services/cache/read-through-cache'

/**
 * The public GET operations whose answer depends only on the URL and the data (never on who asks or the
 * language headers), cached as serialized JSON. `perMinute`: the answer also depends on the clock (open now,
 * a plan's end), so the key carries the current minute.
 */
export const CACHED_OPERATIONS: Partial<Record<OperationId, { perMinute?: boolean }>> = {
  listBusinesses: { perMinute: true },
  listBusinessFilters: {},
  listBusinessMapPoints: { perMinute: true },
  listFeaturedBusinesses: {},
  listHighestRatedBusinesses: {},
  listNewestBusinesses: {},
  getBusinessByPath: {},
  getBusinessBySlug: {},
  getBusinessById: {},
  listBusinessReviews: {},
  listSimilarBusinesses: {},
  listCategories: {},
  listPopularCategories: {},
  listArticles: {},
  listArticleCategories: {},
  getArticleBySlug: {},
  getArticleById: {},
  listRelatedArticles: {},
  listArticleBusinesses: {},
  getArticleContent: {},
  getAllTranslations: {},
  getWeather: {},
  getBusinessFeatures: { perMinute: true },
}

// Browsers and proxies may keep the answer but must ask again each time; the ETag makes asking cheap (304).
export const API_CACHE_CONTROL = 'public, max-age=0, must-revalidate'
export const DEFAULT_PUBLIC_CACHE_LIMITS: LruLimits = { maxEntries: 5_000, maxBytes: 64 * 1024 * 1024 }
const MINUTE_MS = 60_000

export type PublicResponseCache = {
  versions: DataVersionSource
  /** The handler of an operation, answering from the cache when the operation is in CACHED_OPERATIONS. */
  wrap(operationId: string, handler: RouteHandlerMethod): RouteHandlerMethod
}

/** An answer as stored: its bytes as sent, and the tag naming them. */
type StoredAnswer = { body: Buffer; etag: string }

/** One per app: the data version source and the cache of the public API's answers. */
export function createPublicResponseCache(
  { db, clock, dataVersion }: Pick<AppDeps, 'db' | 'clock' | 'dataVersion'>,
  limits: LruLimits,
): PublicResponseCache {
  const versions = dataVersion ?? createDataVersionSource(createPublicDataVersionQuery(db))
  const answers = createReadThroughCache<StoredAnswer>(limits, (answer) => answer.body.length)
  return {
    versions,
    wrap(operationId, handler) {
      const rule = isCachedOperation(operationId) ? CACHED_OPERATIONS[operationId] : undefined
      if (!rule) return handler
      return async function cached(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
        if (request.method !== 'GET') return handler.call(this, request, reply)
        const minute = rule.perMinute ? ` @${Math.floor(clock().getTime() / MINUTE_MS)}` : ''
        const key = `${operationId} ${request.url}${minute}`
        const version = await versions.current()
        // A hit sends the bytes and tag stored with it: no serialising and no hashing per request.
        const stored = answers.peek(key, version)
        const etag = stored?.etag ?? entityTag(version, key)
        reply.header('cache-control', API_CACHE_CONTROL).header('etag', etag)
        if (isFresh(request, etag)) return reply.code(304).send()
        const answer =
          stored ??
          (await answers.read(key, version, async () => ({
            body: Buffer.from(serializeJson(reply, await handler.call(this, request, reply))),
            etag,
          })))
        return reply.type('application/json; charset=utf-8').send(answer.body)
      }
    },
  }
}

// The route's compiled response serializer, as Fastify would use it (reply.serialize() does not find it when the
// schema is declared per content type, as the contract's are).
function serializeJson(reply: FastifyReply, payload: unknown): string {
  const serialize = reply.getSerializationFunction(String(reply.statusCode), 'application/json')
  return serialize && isRecord(payload) ? serialize(payload) : JSON.stringify(payload)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

function isCachedOperation(id: string): id is keyof typeof CACHED_OPERATIONS {
  return id in CACHED_OPERATIONS
}

/** The same data version and key give the same body in every process, so the tag is the pair, hashed. */
export function entityTag(version: number, key: string): string {
  return `"${version}-${createHash('sha1').update(key).digest('base64url').slice(0, 16)}"`
}

/** If-None-Match names the current tag (or `*`): the client's copy is current. */
export function isFresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match']
  if (!header) return false
  return header.split(',').some((tag) => {
    const trimmed = tag.trim()
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`
  })
}
