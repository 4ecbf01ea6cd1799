import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type RouteHandlerMethod,
} from 'fastify'
import openapiGlue from 'fastify-openapi-glue'
import { loadContract, operationIds, servedContract } from './contract'
import type { AppDeps, HandlerDeps } from './deps'
import { HttpError } from './http-error'
import { serializeRequest } from './log-redaction'
import { multipartError, registerMultipart } from './plugins/multipart'
import { createHandlers, registerHttpRoutes } from './routes'
import { registerAuth } from './plugins/auth'
import { createOutboxMail } from './services/mail/outbox-mail.adapter'
import { createLocalDiskStorage } from './services/storage/local-disk-storage.adapter'
import type { OperationInput } from './routes/operation'

export type BuildAppOptions = {
  logger?: FastifyServerOptions['logger']
  /** Development: serve /dev/outbox, the mails the portal would have sent (it shows live tokens). */
  isDevOutboxEnabled?: boolean
  /** Registers the server-rendered pages after the API (production build or Vite in development). */
  renderPages?: (app: FastifyInstance) => Promise<void>
}

// Bodies are small JSON documents; 1 MiB leaves room for later uploads' metadata but stops abuse.
const BODY_LIMIT_BYTES = 1024 * 1024

/** Builds the portal's HTTP app from the contract: handlers by operationId, validation from the schemas. */
export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // Issue 4: no token or reset link in any log line, including the URLs of mailed links.
    logger: options.logger
      ? {
          ...(typeof options.logger === 'object' ? options.logger : {}),
          serializers: { req: serializeRequest },
        }
      : false,
    bodyLimit: BODY_LIMIT_BYTES,
    // Toolchain note: the default Ajv strips forbidden extra properties and answers 2xx; reject them instead.
    ajv: {
      customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: false },
    },
    // Errors the router raises before any route runs (an over-long path segment, a malformed URL).
    frameworkErrors: answerFrameworkError,
  })
  // The API takes JSON only: every other body type answers 415 instead of reaching a handler unvalidated.
  app.removeContentTypeParser(['text/plain'])

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const status = error.statusCode ?? 500
    // The security handler's own error arrives wrapped by the glue (in `errors`).
    const known = error instanceof HttpError ? error : (wrappedHttpError(error) ?? multipartError(error))
    if (known) {
      return reply
        .code(known.statusCode)
        .headers(known.headers)
        .send({ ...known.details, success: false, error: known.message, code: known.code })
    }
    if ('validation' in error && error.validation) {
      return reply
        .code(400)
        .send({ success: false, error: validationMessage(error), code: 'VALIDATION_ERROR' })
    }
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send({ success: false, error: error.message, code: error.code ?? 'BAD_REQUEST' })
    }
    request.log.error({ err: error, url: request.url, method: request.method }, 'request failed')
    return reply.code(500).send({
      success: false,
      error: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL_ERROR',
    })
  })

  const contract = servedContract(loadContract())
  const handlerDeps: HandlerDeps = {
    ...deps,
    mail: deps.mail ?? createOutboxMail(deps.db, app.log),
    storage: deps.storage ?? createLocalDiskStorage(await mkdtemp(join(tmpdir(), 'portal-uploads-'))),
  }
  const handlers = createHandlers(handlerDeps)
  const missing = operationIds(contract).filter((id) => !(id in handlers))
  if (missing.length > 0)
    throw new Error(`The contract has operations without a handler: ${missing.join(', ')}`)

  // Before the routes: the plugins' hooks and decorators apply only to routes registered after them.
  const securityHandlers = registerAuth(app, deps)
  await registerMultipart(app)
  await app.register(openapiGlue, {
    specification: contract,
    serviceHandlers: toRouteHandlers(handlers),
    securityHandlers,
  })
  await registerHttpRoutes(app, handlerDeps, { isDevOutboxEnabled: options.isDevOutboxEnabled ?? false })

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

type LooseHandler = (input: OperationInput<never>) => Promise<unknown>

function toRouteHandlers(handlers: object): Record<string, RouteHandlerMethod> {
  const routes: Record<string, RouteHandlerMethod> = {}
  for (const [operationId, handler] of Object.entries(handlers)) {
    // The contract has validated params, query and body before this runs, so they have the operation's types.
    const run = handler as LooseHandler
    routes[operationId] = (request, reply) =>
      run({
        query: request.query,
        path: request.params,
        body: request.body,
        request,
        reply,
      } as OperationInput<never>)
  }
  return routes
}

function wrappedHttpError(error: unknown): HttpError | undefined {
  const inner = typeof error === 'object' && error !== null && 'errors' in error ? error.errors : undefined
  return Array.isArray(inner) ? inner.find((e): e is HttpError => e instanceof HttpError) : undefined
}

function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A part of the address is too long.'
      : error.code === 'FST_ERR_BAD_URL'
        ? 'The address is not valid.'
        : 'The request could not be understood.'
  void reply.code(error.statusCode ?? 400).send({ success: false, error: message, code: error.code })
}

// "querystring/limit must be <= 100": where the bad value is, and what is wrong with it.
function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0]
  if (!first) return error.message
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.')
  const missing = typeof first.params?.missingProperty === 'string' ? first.params.missingProperty : null
  const extra = typeof first.params?.additionalProperty === 'string' ? first.params.additionalProperty : null
  const where = [error.validationContext, field].filter(Boolean).join('.')
  if (missing) return `${where ? `${where}.` : ''}${missing} is required`
  if (extra) return `${where ? `${where}.` : ''}${extra} is not allowed`
  return `${where} ${first.message ?? 'is invalid'}`
}
