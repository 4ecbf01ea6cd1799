import { ApiError, type ApiErrorCode } from '@domain/errors'

type ErrorBody = { code?: unknown } | undefined

/** An answered failure as a typed error, keeping the server's own code when it sent one. */
export function apiFailure(code: ApiErrorCode, response: Response, body?: ErrorBody): ApiError {
  const serverCode = typeof body?.code === 'string' ? body.code : undefined
  return new ApiError(code, response.status, serverCode)
}

/** HTTP 404: the record does not exist, which lookups report as null rather than as a failure. */
export function isNotFound(response: Response): boolean {
  return response.status === 404
}
