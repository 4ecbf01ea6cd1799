import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { HttpError } from '../http-error'
import { redactUrl } from '../log-redaction'
import { ServiceError, type ServiceErrorCode } from '../services/service-error'
import { multipartError } from './multipart'

/** The HTTP status of each failure the services expect; the services themselves know only the code. */
const SERVICE_STATUS: Record<ServiceErrorCode, number> = {
  EMAIL_TAKEN: 409,
  TOO_MANY_ATTEMPTS: 429,
  INVALID_CREDENTIALS: 401,
  WRONG_PASSWORD: 400,
  INVALID_TOKEN: 400,
  WEAK_PASSWORD: 400,
  SESSION_NOT_FOUND: 404,
  FORBIDDEN: 403,
  VALIDATION_ERROR: 400,
  BUSINESS_NOT_FOUND: 404,
  USER_NOT_INITIALIZED: 400,
  AI_PROVIDER_FAILED: 502,
  AI_PROVIDER_NOT_CONFIGURED: 503,
  AI_PROVIDER_UNAVAILABLE: 503,
  AI_DAILY_LIMIT_REACHED: 503,
  NOT_YOUR_ADDRESS: 400,
  INVALID_UNSUBSCRIBE_TOKEN: 400,
  NOT_YOUR_BUSINESS: 403,
  PLAN_LIMIT: 403,
  TOO_MANY_PENDING_LISTINGS: 409,
  CLAIM_NOT_FOUND: 404,
  CLAIM_OPEN: 409,
  ALREADY_OWNER: 409,
  METHOD_UNAVAILABLE: 400,
  CLAIM_NOT_PENDING: 409,
  WRONG_CODE: 400,
  CODE_EXPIRED: 400,
  DOCUMENT_TOO_LARGE: 413,
  UNSUPPORTED_DOCUMENT_TYPE: 415,
  CLAIM_NOT_DECIDABLE: 409,
  REASON_REQUIRED: 400,
  LISTING_NOT_IN_REVIEW: 409,
  INVALID_IMAGE: 400,
  PHOTO_NOT_FOUND: 404,
  REVIEW_NOT_FOUND: 404,
  MESSAGE_NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  PLAN_NOT_FOUND: 404,
  INVALID_DATE: 400,
  LAST_ADMIN: 409,
  ALREADY_VERIFIED: 409,
  ACCOUNT_SUSPENDED: 403,
  LISTING_STATUS_CONFLICT: 409,
  MERGE_INTO_ITSELF: 409,
  ALREADY_REPORTED: 409,
  ALREADY_SUGGESTED: 409,
  SUGGESTION_NOT_FOUND: 404,
  SUGGESTION_DECIDED: 409,
  NOTHING_TO_DECIDE: 409,
  CATEGORY_NOT_FOUND: 404,
  CATEGORY_SLUG_TAKEN: 409,
  CATEGORY_CYCLE: 409,
  CATEGORY_IN_USE: 409,
  ORDER_MISMATCH: 409,
  ARTICLE_NOT_FOUND: 404,
  ARTICLE_CONTENT_NOT_FOUND: 404,
  ARTICLE_SLUG_TAKEN: 409,
  FAQ_NOT_FOUND: 404,
  FAQ_KEY_TAKEN: 409,
  TRANSLATION_KEY_NOT_FOUND: 404,
  PLACEHOLDER_MISSING: 400,
  LIST_NOT_FOUND: 404,
  LIST_LIMIT_REACHED: 409,
  LIST_FULL: 409,
  LIST_NAME_TAKEN: 409,
  DEFAULT_LIST_KEPT: 409,
}

/**
 * The one place a failure becomes an answer: `{ success: false, error, code }`, with the message for 4xx and a
 * generic text for 5xx the portal did not expect (logged with the request).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = knownError(error)
    if (known) {
      return reply
        .code(known.statusCode)
        .headers(known.headers)
        .send({ ...known.details, success: false, error: known.message, code: known.code })
    }
    const status = error.statusCode ?? 500
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
    return unexpected(error, request, reply)
  })
}

/** Errors the router raises before any route runs (an over-long path segment, a malformed URL). */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A part of the address is too long.'
      : error.code === 'FST_ERR_BAD_URL'
        ? 'The address is not valid.'
        : 'The request could not be understood.'
  void reply.code(error.statusCode ?? 400).send({ success: false, error: message, code: error.code })
}

function knownError(error: FastifyError): HttpError | undefined {
  // A handler may throw any class; Fastify's type names only its own errors.
  const thrown: unknown = error
  if (thrown instanceof HttpError) return thrown
  if (thrown instanceof ServiceError) return fromServiceError(thrown)
  // The security handler's own error arrives wrapped by the glue (in `errors`).
  return wrappedHttpError(error) ?? multipartError(error)
}

function fromServiceError(error: ServiceError): HttpError {
  const headers: Record<string, string> =
    error.retryAfterSeconds === undefined ? {} : { 'retry-after': String(error.retryAfterSeconds) }
  return new HttpError(SERVICE_STATUS[error.code], error.code, error.message, headers, error.details)
}

function unexpected(error: Error, request: FastifyRequest, reply: FastifyReply) {
  // The URL may carry a mailed link's token: logged only with its secrets replaced, like every request line.
  request.log.error({ err: error, url: redactUrl(request.url), method: request.method }, 'request failed')
  return reply.code(500).send({
    success: false,
    error: 'Something went wrong on our side. Please try again.',
    code: 'INTERNAL_ERROR',
  })
}

function wrappedHttpError(error: unknown): HttpError | undefined {
  const inner = typeof error === 'object' && error !== null && 'errors' in error ? error.errors : undefined
  return Array.isArray(inner) ? inner.find((e): e is HttpError => e instanceof HttpError) : undefined
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
