import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type RouteHandlerMethod,
} from 'fastify'
import openapiGlue from 'fastify-openapi-glue'
import { loadContract, operationIds, servedContract } from './contract'
import type { AppDeps, HandlerDeps } from './deps'
import { serializeRequest } from './log-redaction'
import { registerCompression } from './plugins/compression'
import { registerConnectionDrain } from './plugins/connection-drain'
import { operationIdOfSchema } from './route-operation'
import { answerFrameworkError, registerErrorHandler } from './plugins/errors'
import { registerMetrics } from './plugins/metrics'
import { registerMultipart } from './plugins/multipart'
import {
  createPublicResponseCache,
  DEFAULT_PUBLIC_CACHE_LIMITS,
  type PublicResponseCache,
} from './plugins/public-cache'
import { registerRequestChecks } from './plugins/request-checks'
import { registerSecurityHeaders } from './plugins/security-headers'
import { createHandlers, registerHttpRoutes } from './routes'
import { registerAuth } from './plugins/auth'
import { registerAuditTrail } from './plugins/audit-trail'
import { registerRateLimits } from './plugins/rate-limits'
import { createBackgroundWork } from './services/background/background-work'
import { createOutboxMail } from './services/mail/outbox-mail.adapter'
import { countedChatEngine, countedMail, type PortalMetrics } from './services/metrics/portal-metrics'
import { createOutboxSms } from './services/sms/outbox-sms.adapter'
import { createLocalDiskStorage } from './services/storage/local-disk-storage.adapter'
import type { OperationInput } from './operation'

export type BuildAppOptions = {
  logger?: FastifyServerOptions['logger']
  /** Development: serve /dev/outbox, the mails the portal would have sent (it shows live tokens). */
  isDevOutboxEnabled?: boolean
  /** Registers the server-rendered pages after the API (production build or Vite in development). */
  renderPages?: (app: FastifyInstance) => Promise<void>
  /**
   * Which proxies' X-Forwarded-For to believe (TRUST_PROXY, see trustProxyFromEnv): without it every visitor behind
   * a proxy has the proxy's address, and the limits per address would count them all together.
   */
  trustProxy?: TrustProxy
  /** Vite's development server renders the pages: the policy lets its hot-reload socket connect. */
  isDevelopment?: boolean
  /** METRICS=1: requests are timed, mail and AI outcomes counted, and GET /metrics serves them. */
  metrics?: PortalMetrics
}

export type TrustProxy = boolean | number | string[]

/**
 * TRUST_PROXY as Fastify's trustProxy: `true` (every hop; only when nothing but the proxy can reach the portal), a
 * hop count (`1` for one proxy in front), or a comma-separated list of proxy addresses or CIDRs. Unset or `false`:
 * the socket's address is the client's.
 */
export function trustProxyFromEnv(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? ''
  if (text === '' || text === 'false') return false
  if (text === 'true') return true
  if (/^\d+$/.test(text)) return Number(text)
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
}

// Bodies are small JSON documents; 1 MiB leaves room for later uploads' metadata but stops abuse.
const BODY_LIMIT_BYTES = 1024 * 1024
// A whole request (headers and body, 25 MB of review photos on a slow mobile line included) within two minutes;
// a client that trickles its bytes to hold a connection open is cut off then.
const REQUEST_TIMEOUT_MS = 120_000
// A connection that sends nothing for 30 seconds is closed.
const CONNECTION_TIMEOUT_MS = 30_000

/** Builds the portal's HTTP app from the contract: handlers by operationId, validation from the schemas. */
export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // No token or reset link in any log line, including the URLs of mailed links: logs travel further than the database.
    logger: options.logger
      ? {
          ...(typeof options.logger === 'object' ? options.logger : {}),
          serializers: { req: serializeRequest },
        }
      : false,
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    trustProxy: trustedProxies(options.trustProxy ?? false),
    // Toolchain note: the default Ajv strips forbidden extra properties and answers 2xx; reject them instead.
    ajv: {
      customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: false },
    },
    // Errors the router raises before any route runs (an over-long path segment, a malformed URL).
    frameworkErrors: answerFrameworkError,
    // One line per request instead of Fastify's two: logging was a tenth of a cached answer's cost.
    logController: new OneLinePerRequest(),
  })
  // The API takes JSON only: every other body type answers 415 instead of reaching a handler unvalidated.
  app.removeContentTypeParser(['text/plain'])

  registerErrorHandler(app)
  registerConnectionDrain(app)
  // First: every answer, including errors, assets and uploads, carries the browser security headers.
  await registerSecurityHeaders(app, {
    publicUrl: deps.publicUrl,
    analyticsTags: deps.analyticsTags,
    mapTileUrl: deps.mapTiles?.urlTemplate,
    isDevelopment: options.isDevelopment,
  })

  // Early: the timing hook applies only to routes registered after it.
  const metrics = options.metrics
  if (metrics) registerMetrics(app, metrics)

  // Before the routes, whose answers it compresses; cached answers come with their compressed form.
  await registerCompression(app)
  const contract = servedContract(loadContract())
  const mail = deps.mail ?? createOutboxMail(deps.db, app.log)
  const chatEngine = deps.chatEngine
  const handlerDeps: HandlerDeps = {
    ...deps,
    // The model's or n8n's outcomes; the local engine (no chatEngine) stays unwrapped, since whether one is set
    // decides the daily cap on paid requests.
    ...(metrics && chatEngine
      ? { chatEngine: (local) => countedChatEngine(chatEngine(local), metrics) }
      : {}),
    mail: metrics ? countedMail(mail, metrics) : mail,
    sms: deps.sms ?? createOutboxSms(deps.db, app.log),
    storage: deps.storage ?? createLocalDiskStorage(await mkdtemp(join(tmpdir(), 'portal-uploads-'))),
    background: deps.background ?? createBackgroundWork(),
  }
  // A reset mail still on its way finishes before the database closes.
  app.addHook('onClose', () => handlerDeps.background.settled())
  const handlers = createHandlers(handlerDeps)
  const missing = operationIds(contract).filter((id) => !(id in handlers))
  if (missing.length > 0)
    throw new Error(`The contract has operations without a handler: ${missing.join(', ')}`)

  // Before the routes: the plugins' hooks and decorators apply only to routes registered after them.
  const securityHandlers = registerAuth(app, deps, contract)
  registerAuditTrail(app, deps, contract)
  // After auth, whose onRequest check tells the limits which account is asking.
  await registerRateLimits(app, deps)
  await registerMultipart(app)
  // After multipart, whose own hook turns the parts into the body this one checks.
  registerRequestChecks(app, contract)
  // Public reads answer from memory while the data version is unchanged; every process checks the version.
  const publicCache =
    deps.publicCache === false
      ? null
      : createPublicResponseCache(deps, deps.publicCache ?? DEFAULT_PUBLIC_CACHE_LIMITS)
  app.decorate('publicCache', publicCache)
  if (publicCache) {
    // A cached public read is answered in its onRequest phase: a hit skips validation and the hooks after it.
    app.addHook('onRoute', (route) => {
      const hook = publicCache.hitHook(operationIdOfSchema(route.schema) ?? '')
      if (hook) route.onRequest = [...(route.onRequest === undefined ? [] : [route.onRequest].flat()), hook]
    })
  }
  await app.register(openapiGlue, {
    specification: contract,
    serviceHandlers: toRouteHandlers(handlers, publicCache),
    securityHandlers,
  })
  await registerHttpRoutes(app, handlerDeps, {
    isDevOutboxEnabled: options.isDevOutboxEnabled ?? false,
    contract,
  })

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      success: false,
      error: `There is nothing at ${request.method} ${request.url.split('?')[0]}.`,
      code: 'NOT_FOUND',
    }),
  )
  if (options.renderPages) await options.renderPages(app)
  return app
}

/**
 * Fastify's own log lines, but one per request, written when its answer is sent with what operations reads from
 * the log: the method, the URL (secrets redacted by serializeRequest), the host and client address, the status
 * and the time taken. Fastify's other lines (errors, a closing server) stay as they are.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return
    const line = { req: request, res: reply, responseTime: reply.elapsedTime }
    if (error) reply.log.error({ ...line, err: error }, 'request errored')
    else reply.log.info(line, 'request completed')
  }
}

// Fastify trusts a hop count at run time but does not type it; the same rule as a function is typed.
function trustedProxies(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust
}

type LooseHandler = (input: OperationInput<never>) => Promise<unknown>

declare module 'fastify' {
  interface FastifyInstance {
    /** The public data's version and the cache of public answers; null when the app runs without a cache. */
    publicCache: PublicResponseCache | null
  }
}

function toRouteHandlers(
  handlers: object,
  publicCache: PublicResponseCache | null,
): Record<string, RouteHandlerMethod> {
  const routes: Record<string, RouteHandlerMethod> = {}
  for (const [operationId, handler] of Object.entries(handlers)) {
    // The contract has validated params, query and body before this runs, so they have the operation's types.
    const run = handler as LooseHandler
    const route: RouteHandlerMethod = (request, reply) =>
      run({
        query: request.query,
        path: request.params,
        body: request.body,
        request,
        reply,
      } as OperationInput<never>)
    routes[operationId] = publicCache ? publicCache.wrap(operationId, route) : route
  }
  return routes
}
