import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  RouteHandlerMethod,
} from 'fastify'
import { createPublicDataVersionQuery } from '../db/repositories/data-version.repository'
import type { AppDeps } from '../deps'
import type { OperationId } from '../operation'
import { acceptsGzip, COMPRESS_THRESHOLD_BYTES } from '../services/cache/content-coding'
import { createDataVersionSource, type DataVersionSource } from '../services/cache/data-version'
import type { LruLimits } from '../services/cache/lru-cache'
import { createReadThroughCache } from '../services/cache/read-through-cache'

type CacheRule = {
  perMinute?: boolean
  /**
   * The handler also reads the caller's session (optionalSession), so a request with a bearer token may get an
   * answer made for that caller alone: such a request is neither answered from the cache nor stored in it, and its
   * answer is private. The cache holds only what anonymous requests get, which depends on the URL alone.
   */
  isPersonalWhenSignedIn?: boolean
}

/**
 * The public GET operations whose answer depends only on the URL and the data (never on who asks or the
 * language headers), cached as serialized JSON. `perMinute`: the answer also depends on the clock (open now,
 * a plan's end), so the key carries the current minute. An operation whose handler reads the session (today only
 * getBusinessFeatures) must say `isPersonalWhenSignedIn`.
 */
export const CACHED_OPERATIONS: Partial<Record<OperationId, CacheRule>> = {
  listBusinesses: { perMinute: true },
  listBusinessFilters: {},
  listBusinessMapPoints: { perMinute: true },
  getSearchSuggestions: {},
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
  getInterfaceTexts: {},
  getWeather: {},
  // A listing in review answers its owner (and admins) with its plan, and everyone else 404.
  getBusinessFeatures: { perMinute: true, isPersonalWhenSignedIn: true },
}

// Browsers and proxies may keep the answer but must ask again each time; the ETag makes asking cheap (304).
export const API_CACHE_CONTROL = 'public, max-age=0, must-revalidate'
// An answer made for one signed-in caller: no shared cache may keep it, the browser asks again each time.
export const PERSONAL_CACHE_CONTROL = 'private, no-cache'
export const DEFAULT_PUBLIC_CACHE_LIMITS: LruLimits = { maxEntries: 5_000, maxBytes: 64 * 1024 * 1024 }
const MINUTE_MS = 60_000

export type PublicResponseCache = {
  versions: DataVersionSource
  /**
   * For an operation in CACHED_OPERATIONS, a route onRequest hook that sends a stored answer before the request is
   * validated and before the other hooks run: the stored answer was made for the same URL, which passed them then.
   * Null for other operations.
   */
  hitHook(operationId: string): onRequestAsyncHookHandler | null
  /** The handler of an operation, answering from the cache when the operation is in CACHED_OPERATIONS. */
  wrap(operationId: string, handler: RouteHandlerMethod): RouteHandlerMethod
}

/**
 * An answer as stored: its bytes as sent and the tag naming them, and for an answer over the compression
 * threshold its gzip form, made once with the entry (and so dropped with it when the data version moves on).
 */
type StoredAnswer = { body: Buffer; etag: string; gzip: Buffer | null }

/** One representation of an answer: what is sent and the tag that names it. */
type Representation = { body: Buffer; etag: string; isGzip: boolean }

/** One per app: the data version source and the cache of the public API's answers. */
export function createPublicResponseCache(
  { db, clock, dataVersion }: Pick<AppDeps, 'db' | 'clock' | 'dataVersion'>,
  limits: LruLimits,
): PublicResponseCache {
  const versions = dataVersion ?? createDataVersionSource(createPublicDataVersionQuery(db))
  const answers = createReadThroughCache<StoredAnswer>(
    limits,
    (answer) => answer.body.length + (answer.gzip?.length ?? 0),
  )
  /** The entry a request names: the operation, its URL and for some the minute, under the current version. */
  const lookUp = async (operationId: string, rule: CacheRule, request: FastifyRequest): Promise<Lookup> => {
    const minute = rule.perMinute ? ` @${Math.floor(clock().getTime() / MINUTE_MS)}` : ''
    return { key: `${operationId} ${request.url}${minute}`, version: await versions.current() }
  }
  // What the early hook learnt for a request it did not answer, so the handler asks for the version only once.
  const missed = new WeakMap<FastifyRequest, Lookup>()
  return {
    versions,
    hitHook(operationId) {
      const rule = ruleOf(operationId)
      if (!rule) return null
      return async function answerHit(request: FastifyRequest, reply: FastifyReply) {
        if (request.method !== 'GET' || isPersonal(rule, request)) return
        const lookup = await lookUp(operationId, rule, request)
        const stored = answers.peek(lookup.key, lookup.version)
        if (!stored) {
          missed.set(request, lookup)
          return
        }
        sendStored(request, reply, stored, rule)
        return reply
      }
    },
    wrap(operationId, handler) {
      const rule = ruleOf(operationId)
      if (!rule) return handler
      return async function cached(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
        if (request.method !== 'GET') return handler.call(this, request, reply)
        if (isPersonal(rule, request)) {
          reply.header('cache-control', PERSONAL_CACHE_CONTROL).header('vary', varyOf(rule))
          return handler.call(this, request, reply)
        }
        const { key, version } = missed.get(request) ?? (await lookUp(operationId, rule, request))
        // Another request may have filled the entry since the early hook looked.
        const stored = answers.peek(key, version)
        if (stored) return sendStored(request, reply, stored, rule)
        const isGzipAccepted = acceptsGzip(request.headers['accept-encoding'])
        reply.header('cache-control', API_CACHE_CONTROL).header('vary', varyOf(rule))
        // Before the answer is known, only the tag of the form this request surely gets can be confirmed: a gzip
        // tag was only ever sent for an answer over the threshold, which this request would get gzipped too.
        const plainTag = entityTag(version, key)
        const tag = gzipTag(plainTag, isGzipAccepted)
        if (isFresh(request, tag)) return reply.code(304).header('etag', tag).send()
        const answer = representation(
          await answers.read(key, version, async () =>
            storedAnswer(serializeJson(reply, await handler.call(this, request, reply)), plainTag),
          ),
          isGzipAccepted,
        )
        reply.header('etag', answer.etag)
        // A request that accepts gzip for an answer under the threshold gets the plain form, known only now.
        if (answer.etag !== tag && isFresh(request, answer.etag)) return reply.code(304).send()
        return sendRepresentation(reply, answer)
      }
    },
  }
}

type Lookup = { key: string; version: number }

function ruleOf(operationId: string): CacheRule | undefined {
  return isCachedOperation(operationId) ? CACHED_OPERATIONS[operationId] : undefined
}

/** Whether this request may get an answer of its own: a bearer token on an operation that reads the session. */
function isPersonal(rule: CacheRule, request: FastifyRequest): boolean {
  return rule.isPersonalWhenSignedIn === true && request.headers.authorization !== undefined
}

// A shared cache must not hand the anonymous answer to a signed-in caller of an operation that answers per caller.
function varyOf(rule: CacheRule): string {
  return rule.isPersonalWhenSignedIn ? 'accept-encoding, authorization' : 'accept-encoding'
}

/** A stored answer in the form the request accepts, or 304 when the client already has that form. */
function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  stored: StoredAnswer,
  rule: CacheRule,
): FastifyReply {
  const answer = representation(stored, acceptsGzip(request.headers['accept-encoding']))
  reply.header('cache-control', API_CACHE_CONTROL).header('vary', varyOf(rule)).header('etag', answer.etag)
  if (isFresh(request, answer.etag)) return reply.code(304).send()
  return sendRepresentation(reply, answer)
}

function sendRepresentation(reply: FastifyReply, answer: Representation): FastifyReply {
  if (answer.isGzip) reply.header('content-encoding', 'gzip')
  return reply.type('application/json; charset=utf-8').send(answer.body)
}

function storedAnswer(json: string, etag: string): StoredAnswer {
  const body = Buffer.from(json)
  return { body, etag, gzip: body.length >= COMPRESS_THRESHOLD_BYTES ? gzipSync(body) : null }
}

/** The gzip form for a request that accepts it, when the answer has one; else the bytes as they are. */
function representation(answer: StoredAnswer, isGzipAccepted: boolean): Representation {
  if (isGzipAccepted && answer.gzip)
    return { body: answer.gzip, etag: gzipTag(answer.etag, true), isGzip: true }
  return { body: answer.body, etag: answer.etag, isGzip: false }
}

/** The tag of the gzip form: another representation, so another tag (a 304 must confirm the form the client has). */
function gzipTag(etag: string, isGzip: boolean): string {
  return isGzip ? `${etag.slice(0, -1)}-gz"` : etag
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

export function isCachedOperation(id: string): id is keyof typeof CACHED_OPERATIONS {
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
